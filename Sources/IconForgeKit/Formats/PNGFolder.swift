import Foundation

/// A plain folder of PNG files, named `name.png`, `name@2x.png`, ...; a group is a subfolder.
/// A button's files carry their cap insets in a `tEXt` chunk, as there is no `Contents.json`.
public struct PNGFolder: OutputFormat {
    public static let key = BundleFormat(key: "png")
    public static let holdsOtherFiles = true

    public let root: URL

    public init(root: URL, options: FormatOptions = FormatOptions()) {
        self.root = root
    }

    public static func defaultRoot(_ base: String) -> String { base }

    public func files(of asset: AssetPlan) throws -> [BundleFile] {
        asset.parts.enumerated().flatMap { index, part in
            let name = asset.name + part.assetSuffix
            return asset.scales.sorted().map { scale -> BundleFile in
                let encoding: EncodingSpec = part.layouts[Double(scale)].map { .rgba(texts: [$0.pngText]) } ?? .alphaPlane
                return BundleFile(path: (asset.group.map { "\($0)/" } ?? "") + ImageSet.filename(name + part.fileSuffix, scale: scale),
                                  content: .image(part: index, scale: Double(scale), encoding: encoding))
            }
        }
    }
}

extension BundleFormat {
    /// The `PNGFolder` format.
    public static let png = PNGFolder.key
}
