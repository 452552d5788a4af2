import Foundation

/// An Xcode asset catalog. Each part of an asset becomes `<name>.imageset/` with its PNGs
/// and a `Contents.json`; a group is a namespace folder. Writing merges into what Xcode or
/// the user made (see `ImageSetContents`): the catalog's and groups' `Contents.json` are
/// created when missing and never rewritten. Its forms write tab icons as vector PDFs
/// (`--vector`) or custom SF Symbols (`--symbol`) into the same catalog (`XcodeCatalog+Forms`);
/// buttons are PNGs in every form.
public struct XcodeCatalog: OutputFormat {
    public static let key = BundleFormat(key: "xcassets")
    public static let isAssetCatalog = true
    /// PDF icons (`--vector`) and custom symbols (`--symbol`, reading `symbol-insets`) go into the same catalog.
    public static let forms = [
        FormatForm(.vector, key: "xcassets-pdf", fileKind: "PDF", settings: []),
        FormatForm(.symbol, key: "xcassets-symbol", fileKind: "symbol", settings: [SymbolInsetsSetting.setting]),
    ]
    /// The entry key and value Xcode writes for "Left to Right, Mirrors": the image is drawn
    /// for left-to-right languages and mirrored in right-to-left ones (`--mirror`).
    static let languageDirection = "language-direction"
    static let mirrorsInRTL: JSONValue = .string("left-to-right")
    /// The entry key and value Xcode writes for a dark appearance ("Any, Dark").
    static let appearancesKey = "appearances"
    static let darkAppearance: JSONValue = .array([.object(["appearance": .string("luminosity"), "value": .string("dark")])])
    /// The `info` block of every `Contents.json` iconforge creates.
    public static let info: JSONValue = .object(["author": .string("iconforge"), "version": .int(1)])

    public let root: URL
    /// How tab icons are written: PNGs (nil), PDFs (`.vector`) or symbol sets (`.symbol`).
    public let form: FormatForm.Kind?
    /// `symbol-insets` of the symbol form: the art box, overriding the margins from the ink.
    let insets: SymbolInsets?
    /// The catalog's own `Contents.json`, as a path: `prepare` looks for it before every asset.
    private let rootContentsPath: String

    /// The catalog at `root` writing PNGs; it takes no settings.
    public init(root: URL, options: FormatOptions = FormatOptions()) {
        self.init(root: root, form: nil, insets: nil)
    }

    /// The catalog at `root` in `form`, the symbol form reading `symbol-insets` from `options`.
    public init(root: URL, options: FormatOptions = FormatOptions(), form: FormatForm.Kind?) throws {
        self.init(root: root, form: form, insets: form == .symbol ? try SymbolInsetsSetting.read(options) : nil)
    }

    private init(root: URL, form: FormatForm.Kind?, insets: SymbolInsets?) {
        self.root = root
        self.form = form
        self.insets = insets
        rootContentsPath = root.appendingPathComponent("Contents.json", isDirectory: false).path
    }

    public var fingerprint: String { insets.map { "symbol-insets=\(SymbolInsetsSetting.text($0))" } ?? "" }

    public static func defaultRoot(_ base: String) -> String { base + ".xcassets" }

    /// `<group>/<name>.imageset` of one part.
    func imageSetFolder(_ asset: AssetPlan, _ part: AssetPlan.Part) -> String {
        (asset.group.map { "\($0)/" } ?? "") + asset.name + part.assetSuffix + ".imageset"
    }

    public func files(of asset: AssetPlan) throws -> [BundleFile] {
        let asset = written(asset)
        if asset.isSymbol && asset.kind == .tabIcon { return symbolFiles(of: asset) }
        if form == .vector && asset.isVector { return pdfFiles(of: asset) }
        return pngFiles(of: asset)
    }

    /// The imagesets of `asset`'s PNGs, one per part, each with a file per scale.
    private func pngFiles(of asset: AssetPlan) -> [BundleFile] {
        return asset.parts.enumerated().flatMap { index, part in
            let folder = imageSetFolder(asset, part)
            let name = asset.name + part.assetSuffix
            return asset.scales.sorted().map { scale -> BundleFile in
                let filename = ImageSet.filename(name + part.fileSuffix, scale: scale)
                var entry: [String: JSONValue] = ["filename": .string(filename), "idiom": .string("universal"),
                                                  "scale": .string("\(scale)x")]
                if part.isDark { entry[Self.appearancesKey] = Self.darkAppearance }
                let layout = part.layouts[Double(scale)]
                if let layout { entry["resizing"] = layout.xcodeResizing }
                if asset.kind == .tabIcon, asset.mirrors { entry[Self.languageDirection] = Self.mirrorsInRTL }
                let encoding: EncodingSpec = layout.map { .rgba(texts: [$0.pngText]) } ?? .alphaPlane
                return BundleFile(path: "\(folder)/\(filename)",
                                  content: .image(part: index, scale: Double(scale), encoding: encoding), entry: entry)
            }
        }
    }

    /// The bytes an imageset folder's name ends with.
    private static let imageSetSuffix = Array(".imageset".utf8)

    /// Imagesets share one namespace per folder, whatever their kind, ignoring case as macOS does;
    /// in the symbol form a symbol and an image of one name are one asset to Xcode, and clash.
    public func clashKey(_ path: String) -> String {
        guard form == .symbol else { return imageSetClashKey(path) }
        return imageSetClashKey(path.replacingOccurrences(of: CatalogSetKind.symbol.suffix + "/", with: CatalogSetKind.image.suffix + "/"))
    }

    private func imageSetClashKey(_ path: String) -> String {
        // The path up to its first imageset folder, found in the UTF-8 bytes: every file of
        // every input is keyed twice while a batch is planned, and every file of a record
        // (200,000 of them in one inflated by a merge) when a bundle opens.
        var path = path
        let end = path.withUTF8 { bytes -> Int? in
            let marker = Self.imageSetSuffix
            // Whether the bytes before `end` end with the marker.
            let marked = { (end: Int) in
                end >= marker.count
                    && marker.withUnsafeBufferPointer { memcmp(bytes.baseAddress! + end - marker.count, $0.baseAddress!, marker.count) == 0 }
            }
            for slash in 0 ..< bytes.count where bytes[slash] == UInt8(ascii: "/") && marked(slash) { return slash }
            return marked(bytes.count) ? bytes.count : nil
        }
        guard let end else { return path.lowercased() }
        return String(decoding: path.utf8.prefix(end), as: UTF8.self).lowercased()
    }

    /// Creates the catalog folder and its `Contents.json` when missing; an existing one is the
    /// user's (Xcode rewrites it with its own author) and stays as it is.
    public func prepare() throws {
        // Called for every asset written: once the file is there, one access(2) says so.
        guard access(rootContentsPath, F_OK) != 0 else { return }
        try createContents(in: root, properties: [:])
    }

    /// Creates `folder/Contents.json` unless one exists; its bytes when it was created.
    @discardableResult
    func createContents(in folder: URL, properties: [String: JSONValue]) throws -> Data? {
        let contents = folder.appendingPathComponent("Contents.json", isDirectory: false)
        guard !FileManager.default.fileExists(atPath: contents.path) else { return nil }
        var members: [String: JSONValue] = ["info": Self.info]
        if !properties.isEmpty { members["properties"] = .object(properties) }
        let data = Data(JSONValue.object(members).xcodeText.utf8)
        do {
            try AtomicFile.write(data, to: contents)
        } catch {
            throw BundleError(folder, error)
        }
        return data
    }

    public func write(_ files: [EncodedFile], of asset: AssetPlan, context: WriteContext) throws -> BundleWrite {
        let asset = written(asset)
        if asset.isSymbol && asset.kind == .tabIcon { return try write(files, of: asset, context: context, properties: [:], kind: .symbol) }
        if form == .vector && asset.isVector { return try write(files, of: asset, context: context, properties: Self.pdfProperties) }
        return try write(files, of: asset, context: context,
                         properties: asset.kind == .button ? [:] : ["template-rendering-intent": .string("template")])
    }

    /// `<group>/<name>.symbolset/<name>.svg` of a symbol: the template, one universal `symbols`
    /// entry. A selected drawing is a symbol of its own beside the icon's, `<name>.fill`.
    func symbolFiles(of asset: AssetPlan) -> [BundleFile] {
        asset.parts.enumerated().map { index, part in
            let name = asset.name + part.symbolSuffix, filename = name + ".svg"
            var entry: [String: JSONValue] = ["filename": .string(filename), "idiom": .string("universal")]
            if asset.mirrors { entry[Self.languageDirection] = Self.mirrorsInRTL }
            return BundleFile(path: (asset.group.map { "\($0)/" } ?? "") + name + CatalogSetKind.symbol.suffix + "/" + filename,
                              content: .vector(part: index), entry: entry)
        }
    }

    /// `write(_:of:context:)` with the sets' `properties` set to (merged with) `properties`,
    /// as sets of `kind`. Every set of the asset is judged before any is written: a refusal
    /// writes nothing.
    func write(_ files: [EncodedFile], of asset: AssetPlan, context: WriteContext,
               properties: [String: JSONValue], kind: CatalogSetKind = .image) throws -> BundleWrite {
        let byFolder = Dictionary(grouping: files) { RelativePath.folder(of: $0.path) }
        let plans = try byFolder.keys.sorted().map { folder in
            try planImageSet(folder, files: byFolder[folder]!, properties: properties, context: context, kind: kind)
        }
        try prepare()
        var result = BundleWrite()
        if let group = asset.group {
            let path = "\(group)/Contents.json", namespace: [String: JSONValue] = ["provides-namespace": .bool(true)]
            if let data = try createContents(in: root.appendingPathComponent(group), properties: namespace) {
                result.files[path] = data
                result.shares[path] = ContentsShare.Written(share: ContentsShare(properties: namespace),
                                                           members: ["info": Self.info, "properties": .object(namespace)])
            } else if let hash = context.previous[path] {
                result.kept[path] = hash
            } else if let hash = context.recorded(path), context.standing(path, writing: nil) == .ours {
                // Another asset's, unchanged: every asset of the group holds it, so the last to leave removes it.
                result.kept[path] = hash
            }
        }
        for plan in plans {
            let written = try write(plan, context: context)
            result.files.merge(written.files) { first, _ in first }
            result.notes += written.notes
            result.shares.merge(written.shares) { first, _ in first }
        }
        return result
    }
}

/// The catalog under its earlier name.
public typealias AssetCatalog = XcodeCatalog

extension BundleFormat {
    /// The `XcodeCatalog` format.
    public static let xcassets = XcodeCatalog.key
}
