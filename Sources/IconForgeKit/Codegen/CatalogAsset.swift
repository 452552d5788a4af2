/// Cap insets in points (`CapInsets` is the same in pixels of one file): how much of each
/// edge stays fixed when an image stretches.
public struct PointInsets: Equatable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// One set of a catalog that code can load by name, as code generation needs it.
public struct CatalogAsset: Equatable, Sendable {
    /// What the set holds, and so which accessors it gets.
    public enum Kind: Equatable, Sendable {
        /// An imageset. `capInsets` is set only when iconforge made the image stretchable and
        /// its insets are the same in points at every scale (see `CatalogSlicing`).
        case image(isTemplate: Bool, capInsets: PointInsets?)
        case color
        case data
        /// A symbolset: a custom SF Symbol, loaded as an image by name.
        case symbol
        /// An AR resource group: the reference images and objects ARKit loads by group name.
        case arResourceGroup
    }

    /// The name the loaders take: the set name, prefixed by every enclosing
    /// `provides-namespace` folder (`Tabs/home`).
    public var assetName: String
    /// The set name alone (`home`).
    public var name: String
    /// The set's folder, for messages.
    public var path: String
    public var kind: Kind

    public init(assetName: String, name: String, path: String, kind: Kind) {
        self.assetName = assetName
        self.name = name
        self.path = path
        self.kind = kind
    }
}

/// A set that gets no accessor, and why (an app icon is not loaded by name).
public struct SkippedSet: Equatable, Sendable {
    public var path: String
    /// What it is, as the summary counts it: `app icon set`, `AR resource group`, ...
    public var kind: String

    public init(path: String, kind: String) {
        self.path = path
        self.kind = kind
    }
}

/// A level of a catalog: the sets directly in it (and in plain folders below it) and its
/// `provides-namespace` folders, which become nested namespaces.
public struct CatalogNamespace: Equatable, Sendable {
    /// The folder name; for a catalog root, the catalog's name without `.xcassets`.
    public var name: String
    /// The folder, for messages.
    public var path: String
    public var assets: [CatalogAsset]
    public var children: [CatalogNamespace]

    public init(name: String, path: String = "", assets: [CatalogAsset] = [], children: [CatalogNamespace] = []) {
        self.name = name
        self.path = path
        self.assets = assets
        self.children = children
    }

    /// Every asset in this namespace and below it.
    public var allAssets: [CatalogAsset] { assets + children.flatMap(\.allAssets) }
}

/// What catalogs hold for code generation: one root namespace per catalog, in the order
/// given, and the sets that get no accessor.
public struct CatalogContents: Equatable, Sendable {
    /// Each catalog's root: its `name` is the catalog's file name without `.xcassets` (`Food`),
    /// which names its enum when there are several, as SwiftGen names it.
    public var catalogs: [CatalogNamespace]
    public var skipped: [SkippedSet]

    public init(catalogs: [CatalogNamespace], skipped: [SkippedSet] = []) {
        self.catalogs = catalogs
        self.skipped = skipped
    }

    /// Every asset of every catalog.
    public var allAssets: [CatalogAsset] { catalogs.flatMap(\.allAssets) }
}
