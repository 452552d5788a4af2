import Foundation

/// A folder of Kotlin sources for Jetpack Compose (`--format compose`, `- compose: <folder>`):
/// each tab icon is `<Name>.kt`, an `ImageVector` property on the receiver object
/// (`TabIcons.Home`), built once and cached as Valkyrie writes it, from the same conversion as
/// the VectorDrawable (`VectorDrawableLanguage.kotlin`): what a drawable cannot express fails the
/// icon with the same line. A selected drawing is `<Name>Selected.kt`. The receiver object's
/// own file (`TabIcons.kt`) is made when missing (`prepare`). Buttons, stretchable images, have
/// no ImageVector form.
public struct ComposeImageVectors: OutputFormat {
    public static let key = BundleFormat(key: "compose")
    public static let fileKind = "ImageVector"
    public static let defaultIconSize: (width: Double, height: Double)? = AndroidResources.defaultIconSize
    /// A source folder holds the app's own files too.
    public static let holdsOtherFiles = true
    public static let settings = ComposeSettings.keys
    public static let manifestDefaults = ComposeSettings.manifestDefaults
    public let root: URL
    let own: ComposeSettings

    public init(root: URL, options: FormatOptions) throws {
        self.root = root
        own = try ComposeSettings(options)
    }

    public static func defaultRoot(_ base: String) -> String { base }
    public var fingerprint: String { own.fingerprint }

    /// Every density is rendered for the preview and the checks; only code is written.
    public func pixelScales(requested: [Int]) -> [Double] { AndroidResources.Density.allCases.map(\.scale) }

    /// The icon canvas: its own dp size when set (`size`).
    public func iconOptions(_ options: IconOptions) -> IconOptions {
        var options = options
        if let width = own.width { (options.width, options.height) = (width, own.height ?? width) }
        return options
    }

    /// Black, as Material's icons are: `Icon` tints it with the content colour.
    public func vectorArt(_ options: IconOptions) -> VectorArt? {
        var drawable = VectorDrawableOptions(width: options.width, height: options.height, padding: options.padding,
                                             tint: RGBA(0, 0, 0))
        drawable.autoMirrored = options.mirrors
        drawable.language = .kotlin
        return .drawable(drawable, fallsBackToPNG: false)
    }

    /// The property's name: the group's folders and the name, PascalCase (`TabsHome`).
    public func assetName(of asset: AssetPlan) -> String {
        KotlinName.pascal((asset.group.map { $0.split(separator: "/").map(String.init) } ?? []) + [asset.name])
    }

    /// The file: an icon's Kotlin file is all it is in the folder, and two names colliding in it
    /// (`house-fill`, `house_fill`; a selected drawing's `HomeSelected.kt` and an icon's) are
    /// best told by the file they would both be.
    public func clashName(ofFile path: String, resource: String) -> String { path }

    public func files(of asset: AssetPlan) throws -> [BundleFile] {
        guard asset.kind == .tabIcon else { throw ComposeError.button(asset.name) }
        let base = assetName(of: asset)
        for property in [base, base + "Selected"].prefix(asset.parts.count) where sameName(property) == sameName(own.receiver) {
            throw ComposeError.receiverFile(own.receiver + ".kt")
        }
        return asset.parts.enumerated().map { index, part in
            BundleFile(path: base + (part.isSelectedDrawing ? "Selected" : "") + ".kt", content: .vector(part: index))
        }
    }

    /// A drawing's file is its Kotlin: the property made from the vector the worker drew.
    public func encode(_ file: BundleFile, of asset: RenderedAsset) throws -> EncodedFile {
        guard case .vector(let part) = file.content else { return try file.encoded(from: asset) }
        guard asset.parts.indices.contains(part), let vector = asset.parts[part].vector,
              let code = ImageVectorCode(data: vector) else { throw RenderError.missingVector }
        let property = String(file.path.dropLast(".kt".count))
        let text = code.file(package: try own.requiredPackage(), receiver: own.receiver, property: KotlinName.escaped(property), name: property)
        return EncodedFile(path: file.path, data: Data(text.utf8), entry: file.entry)
    }

    /// The receiver object's file: `object TabIcons` in the package, marked as iconforge's.
    func receiverFile(package: String) -> Data {
        Data((Self.receiverMarker + " (\(own.receiver).Home); iconforge rewrites it when the package or receiver changes\n"
            + "package \(package)\n\nobject \(own.receiver)\n").utf8)
    }

    /// The first words of every receiver file iconforge writes.
    static let receiverMarker = "// Written by iconforge: the object this package's icons are properties of"

    /// Writes the receiver's file when it is missing, or when it is one iconforge wrote for
    /// another package or receiver; a file of the user's by that name stays as it is.
    public func prepare() throws {
        let url = root.appendingPathComponent(own.receiver + ".kt", isDirectory: false)
        let wanted = receiverFile(package: try own.requiredPackage())
        // Read only as a small regular file: a link, a named pipe or a folder there is the user's.
        switch PlainFile.read(url.path, limit: 4096) {
        case .missing: break
        case .data(let existing) where existing != wanted && existing.starts(with: Data(Self.receiverMarker.utf8)): break
        default: return
        }
        do {
            try AtomicFile.write(wanted, to: url)
        } catch {
            throw BundleError(url, error)
        }
    }

    public func write(_ files: [EncodedFile], of asset: AssetPlan, context: WriteContext) throws -> BundleWrite {
        let written = try BundleFileWriter(context: context).write(files)
        try prepare()
        return written
    }
}

extension BundleFormat {
    /// The `ComposeImageVectors` format.
    public static let compose = ComposeImageVectors.key
}
