import Foundation

/// An Xcode asset catalog. Each part of an asset becomes `<name>.imageset/` with its PNGs
/// and a `Contents.json`; a group is a namespace folder. Writing merges into what Xcode or
/// the user made (see `ImageSetContents`): the catalog's and groups' `Contents.json` are
/// created when missing and never rewritten.
public struct XcodeCatalog: OutputFormat {
    public static let key = BundleFormat(key: "xcassets")
    /// The `info` block of every `Contents.json` iconforge creates.
    public static let info: JSONValue = .object(["author": .string("iconforge"), "version": .int(1)])

    public let root: URL
    /// The catalog's own `Contents.json`, as a path: `prepare` looks for it before every asset.
    private let rootContentsPath: String

    public init(root: URL, settings: FormatSettings = FormatSettings()) {
        self.root = root
        rootContentsPath = root.appendingPathComponent("Contents.json", isDirectory: false).path
    }

    public static func defaultRoot(_ base: String) -> String { base + ".xcassets" }

    /// `<group>/<name>.imageset` of one part.
    func imageSetFolder(_ asset: RenderedAsset, _ part: RenderedAsset.Part) -> String {
        (asset.group.map { "\($0)/" } ?? "") + asset.name + (part.state?.assetSuffix ?? "") + ".imageset"
    }

    public func files(of asset: RenderedAsset) throws -> [BundleFile] {
        asset.parts.enumerated().flatMap { index, part in
            let folder = imageSetFolder(asset, part)
            let name = asset.name + (part.state?.assetSuffix ?? "")
            return asset.scales.sorted().map { scale -> BundleFile in
                let filename = ImageSet.filename(name, scale: scale)
                var entry: [String: JSONValue] = ["filename": .string(filename), "idiom": .string("universal"),
                                                  "scale": .string("\(scale)x")]
                let layout = part.layouts[Double(scale)]
                if let layout { entry["resizing"] = layout.xcodeResizing }
                let encoding: EncodingSpec = layout.map { .rgba(texts: [$0.pngText]) } ?? .alphaPlane
                return BundleFile(path: "\(folder)/\(filename)",
                                  content: .image(part: index, scale: Double(scale), encoding: encoding), entry: entry)
            }
        }
    }

    /// The bytes an imageset folder's name ends with.
    private static let imageSetSuffix = Array(".imageset".utf8)

    /// Imagesets share one namespace per folder, whatever their kind, ignoring case as macOS does.
    public func clashKey(_ path: String) -> String {
        // The path up to its first imageset folder, found in the UTF-8 bytes: every file of
        // every input is keyed twice while a batch is planned.
        let marker = Self.imageSetSuffix, utf8 = path.utf8
        var end = utf8.startIndex
        while end != utf8.endIndex {
            let slash = utf8[end...].firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
            if utf8[..<slash].reversed().starts(with: marker.reversed()) { return String(path[..<slash]).lowercased() }
            end = slash == utf8.endIndex ? slash : utf8.index(after: slash)
        }
        return path.lowercased()
    }

    /// Creates the catalog folder and its `Contents.json` when missing; an existing one is the
    /// user's (Xcode rewrites it with its own author) and stays as it is.
    public func prepare() throws {
        // Called for every asset written: once the file is there, one access(2) says so.
        guard access(rootContentsPath, F_OK) != 0 else { return }
        try createContents(in: root, properties: [:])
    }

    /// Creates `folder/Contents.json` unless one exists; true when it was created.
    @discardableResult
    func createContents(in folder: URL, properties: [String: JSONValue]) throws -> Bool {
        let contents = folder.appendingPathComponent("Contents.json", isDirectory: false)
        AtomicFile.removeStaleTemporaries(in: folder)
        guard !FileManager.default.fileExists(atPath: contents.path) else { return false }
        var members: [String: JSONValue] = ["info": Self.info]
        if !properties.isEmpty { members["properties"] = .object(properties) }
        do {
            try AtomicFile.write(Data(JSONValue.object(members).xcodeText.utf8), to: contents)
        } catch {
            throw BundleError(folder, error)
        }
        return true
    }

    public func write(_ files: [EncodedFile], of asset: RenderedAsset, previous: [String: String]) throws -> BundleWrite {
        try write(files, of: asset, previous: previous,
                  properties: asset.kind == .button ? [:] : ["template-rendering-intent": .string("template")])
    }

    /// `write(_:of:previous:)` with the imagesets' `properties` set to (merged with) `properties`.
    func write(_ files: [EncodedFile], of asset: RenderedAsset, previous: [String: String],
               properties: [String: JSONValue]) throws -> BundleWrite {
        try prepare()
        var written: [URL] = []
        var notes: [String] = []
        var contents: [String: Data] = [:]
        if let group = asset.group {
            let folder = root.appendingPathComponent(group)
            let path = "\(group)/Contents.json"
            if try createContents(in: folder, properties: ["provides-namespace": .bool(true)]) || previous[path] != nil {
                written.append(folder.appendingPathComponent("Contents.json"))
            }
        }
        let byFolder = Dictionary(grouping: files) { RelativePath.folder(of: $0.path) }
        for folder in byFolder.keys.sorted() {
            let result = try writeImageSet(folder, files: byFolder[folder]!, properties: properties, previous: previous)
            written += result.files
            notes += result.notes
            contents.merge(result.contents) { first, _ in first }
        }
        // Imagesets iconforge wrote before and no longer writes (a state dropped from a button).
        let gone = previous.filter { path, _ in
            let folder = RelativePath.folder(of: path)
            return folder.hasSuffix(".imageset") && byFolder[folder] == nil
        }
        notes += BundleFileWriter(root: root).prune(gone)
        return BundleWrite(files: written, notes: notes, contents: contents)
    }

    /// Writes one imageset's files and merges its `Contents.json`.
    func writeImageSet(_ folder: String, files: [EncodedFile], properties: [String: JSONValue],
                       previous: [String: String]) throws -> BundleWrite {
        // Hinted appends: an unhinted one stats the path to learn whether it is a folder.
        let folderURL = root.appendingPathComponent(folder, isDirectory: true)
        let contentsURL = folderURL.appendingPathComponent("Contents.json", isDirectory: false)
        let prefix = folder + "/"
        let myPrevious = previous.filter { $0.key.hasPrefix(prefix) && $0.key != prefix + "Contents.json" }
        // An imageset that does not exist yet appears whole, its files and Contents.json
        // written into a temporary folder renamed into place; one that exists is merged into.
        if let written = try writeNewImageSet(folder, at: folderURL, files: files, properties: properties, previous: myPrevious) {
            return written
        }
        let existing = try ImageSetContents.read(contentsURL)
        let previousFiles = Set(previous.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
        let scales = Set(files.compactMap { $0.entry.map(ImageSetContents.slot) })
        let mine = files.compactMap(\.entry)
        let contents = existing?.merged(mine, properties: properties, scales: scales, previousFiles: previousFiles)
            ?? .fresh(mine, properties: properties)
        // The files of the entries iconforge replaces are its own to overwrite; the user's are not.
        let owned = existing?.ownedFiles(scales: scales, previousFiles: previousFiles) ?? []
        let userFiles = existing?.userFiles(scales: scales, previousFiles: previousFiles) ?? []
        let writer = BundleFileWriter(root: root)
        for file in files where userFiles.contains(RelativePath.name(of: file.path)) {
            throw BundleError(writer.url(file.path), reason: "an entry of the user's in Contents.json uses this file; rename one of them")
        }
        // Files of replaced entries that iconforge has no record of are left where they are.
        var notes: [String] = []
        let newNames = Set(files.map { RelativePath.name(of: $0.path) })
        for name in owned.subtracting(newNames).subtracting(previousFiles).sorted()
            where FileManager.default.fileExists(atPath: writer.url(prefix + name).path) {
            notes.append("\(writer.url(prefix + name).path) is no longer in Contents.json (iconforge's slot), but was left in place")
        }
        let ownedPaths = Set(owned.map { prefix + $0 })
        var result = try writer.write(files, previous: myPrevious, owned: ownedPaths)
        do {
            if existing == nil || FileManager.default.contents(atPath: contentsURL.path) != contents.data {
                try AtomicFile.write(contents.data, to: contentsURL)
            }
        } catch {
            throw BundleError(contentsURL, error)
        }
        result.files.append(contentsURL)
        result.contents[contentsURL.path] = contents.data
        result.notes = notes + result.notes
        return result
    }
}

/// The catalog under its earlier name.
public typealias AssetCatalog = XcodeCatalog

extension BundleFormat {
    /// The `XcodeCatalog` format.
    public static let xcassets = XcodeCatalog.key
}
