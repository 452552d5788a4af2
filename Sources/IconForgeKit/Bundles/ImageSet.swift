import Foundation

/// One named image at several scales, with the metadata its bundle format records.
public struct ImageSet: Sendable {
    /// One file of the set.
    public struct Image: Sendable {
        public var scale: Int
        public var filename: String
        public var data: Data
        /// Xcode's `resizing` dictionary for this file (cap insets in its own pixels), if stretchable.
        public var resizing: JSONValue?
        /// The exact pixel density: `scale`, except for fractional densities such as
        /// Android's hdpi (1.5), which only `AndroidResources` writes.
        public var pixelScale: Double

        public init(scale: Int, filename: String, data: Data, resizing: JSONValue? = nil, pixelScale: Double? = nil) {
            self.scale = scale
            self.filename = filename
            self.data = data
            self.resizing = resizing
            self.pixelScale = pixelScale ?? Double(scale)
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

    /// The imageset's `Contents.json`.
    public var contents: JSONValue {
        let entries = images.sorted { $0.scale < $1.scale }.map { image -> JSONValue in
            var entry: [String: JSONValue] = [
                "filename": .string(image.filename),
                "idiom": .string("universal"),
                "scale": .string("\(image.scale)x"),
            ]
            if let resizing = image.resizing { entry["resizing"] = resizing }
            return .object(entry)
        }
        var root: [String: JSONValue] = ["images": .array(entries), "info": AssetCatalog.info]
        if !properties.isEmpty { root["properties"] = .object(properties) }
        return .object(root)
    }
}
