import Foundation

/// The folder extensions Xcode gives a catalog's sets, and which of them code loads by name.
enum CatalogSetType {
    /// Every set type Xcode writes; a folder with another extension (`Icons 2.0`) is a group.
    static let xcodeSetTypes: Set<String> = [
        "imageset", "colorset", "dataset", "symbolset", "appiconset", "arresourcegroup", "arreferenceimage",
        "arreferenceobject", "launchimage", "imagestack", "imagestacklayer", "solidimagestack",
        "solidimagestacklayer", "brandassets", "iconset", "stickerpack", "sticker", "stickersequence",
        "spriteatlas", "textureset", "cubetextureset", "mipmapset", "complicationset", "gcdashboardimage",
        "gcleaderboard", "gcleaderboardset", "gcachievement",
    ]

    /// The kind of asset a set of `type` at `folder` is, or nil when code does not load it by name.
    static func asset(_ type: String, at folder: URL, folders: CatalogFolders) throws -> CatalogAsset.Kind? {
        switch type {
        case "imageset":
            let file = folder.appendingPathComponent("Contents.json")
            let contents = try folders.contents(of: folder, required: true) ?? [:]
            let properties = contents["properties"] as? [String: Any]
            let isTemplate = properties?["template-rendering-intent"] as? String == "template"
            return .image(isTemplate: isTemplate, capInsets: try CatalogSlicing.pointInsets(contents, file: file))
        case "colorset": return .color
        case "dataset": return .data
        case "symbolset": return .symbol
        case "arresourcegroup": return .arResourceGroup
        default: return nil
        }
    }

    /// How the skipped-sets summary names a set of `type`.
    static func description(of type: String) -> String {
        switch type {
        case "appiconset": return "app icon set"
        case "launchimage": return "launch image"
        case "spriteatlas": return "sprite atlas"
        default: return type
        }
    }
}
