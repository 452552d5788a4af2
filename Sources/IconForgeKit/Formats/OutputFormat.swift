import Foundation

/// A bundle format: everything iconforge knows about one kind of output lives in its type.
/// It decides the pixel scales to render, the file names and encodings (`files(of:)`), which
/// files clash, and how writing merges with what is on disk. A new format is one type
/// conforming to this and one line in `FormatRegistry`.
public protocol OutputFormat: Sendable {
    /// The name `--format` and the manifest use.
    static var key: BundleFormat { get }
    /// Where a command writes without `--out`, for assets of kind `base` ("Icons", "Buttons").
    static func defaultRoot(_ base: String) -> String
    /// The icon canvas in points when the user gives none; nil keeps the icon options' own.
    static var defaultIconSize: (width: Double, height: Double)? { get }

    /// The bundle's folder.
    var root: URL { get }
    init(root: URL, settings: FormatSettings)

    /// The pixel densities rendered for an asset asking for `requested` scales.
    func pixelScales(requested: [Int]) -> [Double]
    /// The icon canvas this format renders for `options` (Android: its own dp size when set).
    func iconOptions(_ options: IconOptions) -> IconOptions
    /// The files `asset` becomes, relative to `root`. Reads no pixels.
    func files(of asset: RenderedAsset) throws -> [BundleFile]
    /// The vector file this format writes for an icon drawn with `options`, or nil (PNGs).
    func vectorArt(_ options: IconOptions) -> VectorArt?
    /// The format writing this one's icons as vectors, or nil (see `BundleFormat.vectorForm`).
    static var vectorForm: BundleFormat? { get }
    /// The name `asset` goes by in this bundle (Android: its resource name).
    func assetName(of asset: RenderedAsset) -> String
    /// Two files with one key are one resource: a collision.
    func clashKey(_ path: String) -> String
    /// Creates what the bundle needs before assets go in (a catalog's root `Contents.json`),
    /// never rewriting what exists.
    func prepare() throws
    /// Writes one asset's files, merging with what is on disk, or throws before writing any when
    /// something not iconforge's stands in the way (judged through `context`, which knows what
    /// the record holds). Deleting files no longer written is the session's, not the format's.
    func write(_ files: [EncodedFile], of asset: RenderedAsset, context: WriteContext) throws -> BundleWrite
}

/// Per-output settings a format may use.
public struct FormatSettings: Sendable {
    /// How Android writes tab icons (state list or single mask, colours).
    public var androidIcons = AndroidIconStyle()
    /// Android's icon canvas in dp, overriding the icon options' size.
    public var androidIconSize: (width: Double, height: Double)?

    /// Vector formats: an SVG a VectorDrawable cannot express gets PNGs and a warning instead of failing.
    public var vectorFallsBackToPNG = false

    public init(androidIcons: AndroidIconStyle = AndroidIconStyle(), androidIconSize: (width: Double, height: Double)? = nil,
                vectorFallsBackToPNG: Bool = false) {
        self.androidIcons = androidIcons
        self.androidIconSize = androidIconSize
        self.vectorFallsBackToPNG = vectorFallsBackToPNG
    }
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
}

extension OutputFormat {
    public static var defaultIconSize: (width: Double, height: Double)? { nil }
    public func iconOptions(_ options: IconOptions) -> IconOptions { options }
    public func pixelScales(requested: [Int]) -> [Double] { requested.map(Double.init) }
    public func clashKey(_ path: String) -> String { path.lowercased() }
    public func assetName(of asset: RenderedAsset) -> String { asset.name }
    public func prepare() throws {}

    public func write(_ files: [EncodedFile], of asset: RenderedAsset, context: WriteContext) throws -> BundleWrite {
        try BundleFileWriter(context: context).write(files)
    }

    /// Where previews go unless told: `Previews/` beside the bundle, never inside it.
    public var defaultPreviewFolder: URL {
        root.deletingLastPathComponent().appendingPathComponent("Previews")
    }

    /// Whether `url` lies inside the bundle (where previews must never go), links followed.
    public func contains(_ url: URL) -> Bool {
        RealPath.isInside(RealPath.of(url.path), RealPath.of(root.path))
    }
}
