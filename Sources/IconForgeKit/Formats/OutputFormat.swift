import Foundation

/// A bundle format: everything iconforge knows about one kind of output lives in its type.
/// It reads its own settings, decides the pixel scales to render, the file names and encodings
/// (`files(of:)`), which files clash, and how writing merges with what is on disk. A new format,
/// settings and all, is one type conforming to this and one line in `FormatRegistry`.
public protocol OutputFormat: Sendable {
    /// The name `--format` and the manifest use.
    static var key: BundleFormat { get }
    /// Where a command writes without `--out`, for assets of kind `base` ("Icons", "Buttons").
    static func defaultRoot(_ base: String) -> String
    /// The icon canvas in points when the user gives none; nil keeps the icon options' own.
    static var defaultIconSize: (width: Double, height: Double)? { get }
    /// Whether the bundle is a plain folder where other files (an input, a contact sheet) may
    /// sit beside what assets write; a catalog or `res/` folder holds nothing else.
    static var holdsOtherFiles: Bool { get }

    /// The settings this format reads: keys of its manifest output (and of its `section`), and
    /// `--set key=value` on the command line. None by default.
    static var settings: [FormatSetting] { get }
    /// The manifest section (a top-level key, `android`) whose settings apply to every output
    /// of this format, if it has one.
    static var section: String? { get }
    /// Settings giving other file names, one each (Android's state list on and off): what a
    /// record of this format without settings (the defaults, or one from before records kept
    /// them) may hold; a record with settings holds what they name. One empty set by default.
    static var fileVariants: [FormatOptions] { get }
    /// What a manifest's outputs of this format have unless the manifest says otherwise.
    static var manifestDefaults: FormatOptions { get }
    /// Whether the format writes an Xcode asset catalog, which `codegen` and `swift:` read.
    static var isAssetCatalog: Bool { get }
    /// What its files are, for messages (`PDF`, `VectorDrawable`); the key by default.
    static var fileKind: String { get }

    /// The bundle's folder.
    var root: URL { get }
    /// The bundle at `root`, with `options` read into the format's own settings; throws
    /// `FormatOptionError` for a setting it cannot use.
    init(root: URL, options: FormatOptions) throws
    /// The settings as part of each asset's fingerprint in a build: changing them rebuilds.
    var fingerprint: String { get }
    /// The settings of this bundle that name its files besides `fileVariants` (Android's
    /// `prefix`): a record without settings is read with these as well as with the defaults,
    /// as records were before they kept the settings that named their files. None by default.
    var namingOptions: FormatOptions { get }

    /// The pixel densities rendered for an asset asking for `requested` scales.
    func pixelScales(requested: [Int]) -> [Double]
    /// The icon canvas this format renders for `options` (Android: its own dp size when set).
    func iconOptions(_ options: IconOptions) -> IconOptions
    /// The files the asset `plan` becomes, relative to `root`: its one answer to claims,
    /// writing, pruning, `--check` and the record. May read any of the format's own settings
    /// and the plan's source drawing; there are no pixels to read.
    func files(of plan: AssetPlan) throws -> [BundleFile]
    /// The bytes of `file` (one of `files(of: asset.plan)`) from the rendered `asset`;
    /// `BundleFile.encoded(from:)` by default.
    func encode(_ file: BundleFile, of asset: RenderedAsset) throws -> EncodedFile
    /// The vector file this format writes for an icon drawn with `options`, or nil (PNGs).
    func vectorArt(_ options: IconOptions) -> VectorArt?
    /// The ways this format writes tab icons besides its own (`XcodeCatalog`'s PDFs and symbols):
    /// each writes into its bundles and is reached through it (`--vector`, `--symbol`), never by
    /// name, so the registry lists only this format. None by default.
    static var forms: [FormatForm] { get }
    /// The bundle at `root` in the form of `form` (nil: the format's own), with `options` read
    /// into the settings of that form (`FormatForm.settings`). For a format with no forms, which
    /// is never asked for one, `init(root:options:)` by default.
    init(root: URL, options: FormatOptions, form: FormatForm.Kind?) throws
    /// The form this bundle writes (`.vector`: Xcode's PDFs, Android's VectorDrawables), nil
    /// for the format's own; nil by default.
    var form: FormatForm.Kind? { get }
    /// The name the asset `plan` goes by in this bundle (Android: its resource name).
    func assetName(of plan: AssetPlan) -> String
    /// Two files with one key are one resource: a collision.
    func clashKey(_ path: String) -> String
    /// What a collision on the file at `path` of an asset named `resource` (`assetName`) says
    /// two inputs become: the resource by default; the file where the file is all the asset is.
    func clashName(ofFile path: String, resource: String) -> String
    /// The identity of a file name within its folder, to the tools reading the bundle: two
    /// names with one identity are one file (macOS ignores case). Lower-cased by default.
    func sameName(_ name: String) -> String
    /// Creates what the bundle needs before assets go in (a catalog's root `Contents.json`),
    /// never rewriting what exists.
    func prepare() throws
    /// Writes one asset's files, merging with what is on disk, or throws before writing any when
    /// something not iconforge's stands in the way (judged through `context`, which knows what
    /// the record holds). Deleting files no longer written is the session's, not the format's.
    func write(_ files: [EncodedFile], of asset: AssetPlan, context: WriteContext) throws -> BundleWrite
}

/// What writing one asset did.
public struct BundleWrite: Sendable {
    /// Every file the asset now has in the bundle (written, or already holding its bytes), by
    /// path relative to the bundle, with its bytes: the record's hashes come from these.
    public var files: [String: Data] = [:]
    /// Files the asset keeps without writing them (a group's `Contents.json` an earlier run
    /// made): path -> the SHA-256 recorded then.
    public var kept: [String: String] = [:]
    /// One line each about files of the user's that were left alone.
    public var notes: [String] = []
    /// What the asset put into the `Contents.json` files it shares with the user (a catalog's
    /// sets and groups), by path, with each file as written: what pruning takes out of them.
    public var shares: [String: ContentsShare.Written] = [:]
}

extension OutputFormat {
    public static var defaultIconSize: (width: Double, height: Double)? { nil }
    public static var holdsOtherFiles: Bool { false }
    public static var settings: [FormatSetting] { [] }
    public static var section: String? { nil }
    public static var fileVariants: [FormatOptions] { [FormatOptions()] }
    public static var manifestDefaults: FormatOptions { FormatOptions() }
    public static var isAssetCatalog: Bool { false }
    public static var fileKind: String { key.rawValue }
    public static var forms: [FormatForm] { [] }
    public init(root: URL, options: FormatOptions, form: FormatForm.Kind?) throws { try self.init(root: root, options: options) }
    public var form: FormatForm.Kind? { nil }
    public var fingerprint: String { "" }
    public var namingOptions: FormatOptions { FormatOptions() }
    public func iconOptions(_ options: IconOptions) -> IconOptions { options }
    public func pixelScales(requested: [Int]) -> [Double] { requested.map(Double.init) }
    public func clashKey(_ path: String) -> String { path.lowercased() }
    public func clashName(ofFile path: String, resource: String) -> String { resource }
    public func sameName(_ name: String) -> String { name.lowercased() }
    public func assetName(of plan: AssetPlan) -> String { plan.name }
    public func encode(_ file: BundleFile, of asset: RenderedAsset) throws -> EncodedFile { try file.encoded(from: asset) }

    /// The settings the format reads in `form` (nil: its own form).
    static func settings(in form: FormatForm.Kind?) -> [FormatSetting] {
        form.flatMap { kind in forms.first { $0.kind == kind } }?.settings ?? settings
    }

    /// The description of the form this bundle writes, among the format's `forms`; nil for its own.
    public var writtenForm: FormatForm? { form.flatMap { kind in Self.forms.first { $0.kind == kind } } }
    /// The name of the format as this bundle writes it: its form's (`xcassets-pdf`), or its own.
    public var formatKey: BundleFormat { writtenForm?.key ?? Self.key }
    /// What this bundle's files are, for messages: its form's (`PDF`), or the format's.
    public var fileKind: String { writtenForm?.fileKind ?? Self.fileKind }

    /// The files `asset` becomes: those of its plan.
    public func files(of asset: RenderedAsset) throws -> [BundleFile] { try files(of: asset.plan) }
    /// The name `asset` goes by in this bundle: its plan's.
    public func assetName(of asset: RenderedAsset) -> String { assetName(of: asset.plan) }
    public func prepare() throws {}

    public func write(_ files: [EncodedFile], of asset: AssetPlan, context: WriteContext) throws -> BundleWrite {
        try BundleFileWriter(context: context).write(files)
    }

    /// Whether `url` lies inside the bundle (where previews must never go), links followed.
    public func contains(_ url: URL) -> Bool {
        RealPath.isInside(RealPath.of(url.path), RealPath.of(root.path))
    }
}
