import Foundation

/// One named image at several scales, already encoded, with what a catalog records of each
/// file: for writing prepared PNGs into a catalog (`XcodeCatalog.write(_:)`).
public struct ImageSet: Sendable {
    /// One file of the set.
    public struct Image: Sendable {
        public var scale: Int
        public var filename: String
        public var data: Data
        /// Xcode's `resizing` dictionary for this file (cap insets in its own pixels), if stretchable.
        public var resizing: JSONValue?

        public init(scale: Int, filename: String, data: Data, resizing: JSONValue? = nil) {
            self.scale = scale
            self.filename = filename
            self.data = data
            self.resizing = resizing
        }
    }

    public var name: String
    public var images: [Image]
    /// Imageset-level `properties`, e.g. `template-rendering-intent`.
    public var properties: [String: JSONValue]

    public init(name: String, images: [Image], properties: [String: JSONValue] = [:]) {
        self.name = name
        self.images = images
        self.properties = properties
    }

    /// The conventional file name for `scale`: `name.png`, `name@2x.png`, ...
    public static func filename(_ name: String, scale: Int, suffix: String = ".png") -> String {
        scale == 1 ? "\(name)\(suffix)" : "\(name)@\(scale)x\(suffix)"
    }

    /// The catalog entry of each image, in scale order.
    var entries: [[String: JSONValue]] {
        images.sorted { $0.scale < $1.scale }.map { image in
            var entry: [String: JSONValue] = [
                "filename": .string(image.filename),
                "idiom": .string("universal"),
                "scale": .string("\(image.scale)x"),
            ]
            if let resizing = image.resizing { entry["resizing"] = resizing }
            return entry
        }
    }

    /// The `Contents.json` of a new imageset holding only these images.
    public var contents: JSONValue {
        .object(ImageSetContents.fresh(entries, properties: properties).members)
    }
}

extension XcodeCatalog {
    /// Writes `set` as a new `<name>.imageset` (or over one holding exactly these files), under
    /// the catalog's rules with no record: a set of the user's in the way is refused. Returns
    /// the files written, `Contents.json` last.
    public func write(_ set: ImageSet) throws -> [URL] {
        let folder = "\(set.name).imageset"
        let files = set.images.sorted { $0.scale < $1.scale }.map { image in
            EncodedFile(path: "\(folder)/\(image.filename)", data: image.data,
                        entry: set.entries.first { $0["filename"]?.text == image.filename })
        }
        let context = WriteContext.unrecorded(root: root)
        let plan = try planImageSet(folder, files: files, properties: set.properties, context: context)
        try prepare()
        _ = try write(plan, context: context)
        return files.map { context.url($0.path) } + [context.url(folder + "/Contents.json")]
    }
}
