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

/// One imageset of a catalog, as code generation needs it.
public struct CatalogImage: Equatable, Sendable {
    /// The name `UIImage(named:)` takes: the imageset name, prefixed by every enclosing
    /// `provides-namespace` folder (`Tabs/home`).
    public var assetName: String
    /// The imageset name alone (`home`).
    public var name: String
    /// `template-rendering-intent: template`: the image is a mask tinted by the system.
    public var isTemplate: Bool
    /// Cap insets in points (the file's pixel insets divided by its scale), when the
    /// imageset declares `resizing`.
    public var capInsets: PointInsets?

    public init(assetName: String, name: String, isTemplate: Bool, capInsets: PointInsets?) {
        self.assetName = assetName
        self.name = name
        self.isTemplate = isTemplate
        self.capInsets = capInsets
    }
}

/// A level of a catalog: the imagesets directly in it (and in plain folders below it)
/// and its `provides-namespace` folders, which become nested namespaces.
public struct CatalogNamespace: Equatable, Sendable {
    /// The folder name; empty for the catalog root.
    public var name: String
    public var images: [CatalogImage]
    public var children: [CatalogNamespace]

    public init(name: String, images: [CatalogImage] = [], children: [CatalogNamespace] = []) {
        self.name = name
        self.images = images
        self.children = children
    }

    /// Every image in this namespace and below it.
    public var allImages: [CatalogImage] { images + children.flatMap(\.allImages) }
}

extension CatalogNamespace {
    /// This namespace with `other`'s images and namespaces added, namespaces of the same name
    /// merged: what an app sees when a target has several catalogs (Xcode compiles them
    /// into one bundle, so their names share one namespace).
    public func merging(_ other: CatalogNamespace) -> CatalogNamespace {
        var merged = self
        merged.images += other.images
        for child in other.children {
            if let index = merged.children.firstIndex(where: { $0.name == child.name }) {
                merged.children[index] = merged.children[index].merging(child)
            } else {
                merged.children.append(child)
            }
        }
        return merged
    }
}
