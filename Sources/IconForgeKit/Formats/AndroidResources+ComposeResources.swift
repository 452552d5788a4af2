import Foundation

/// What an Android output's folder is: `res/`, or a Compose Multiplatform `composeResources`
/// folder (`resources: compose`).
enum AndroidResourceLayout: String, CaseIterable {
    case android, compose
}

/// A Compose Multiplatform `composeResources` folder (`src/commonMain/composeResources`) takes an
/// Android output's drawables under its own rules: images in `drawable/` and
/// `drawable-<density>/` (Android's density names), a dark variant in `drawable-dark-…/` where
/// Android says `night`, and only images: no `<selector>` (its resources library reads vector
/// XML and bitmaps, not state lists), no `ldrtl` (it has no layout-direction qualifier) and no
/// 9-patch (a button is a plain PNG of its size, its cap insets in its text chunk as in a PNG
/// folder).
extension AndroidResources {
    /// The folder name Compose Multiplatform's Gradle plugin reads resources from.
    static let composeResourcesFolder = "composeResources"

    /// Whether the bundle is a `composeResources` folder: the `resources` setting, or else the
    /// folder's own name.
    var isComposeResources: Bool {
        own.composeResources ?? (root.lastPathComponent == Self.composeResourcesFolder)
    }

    /// A `composeResources` folder found by its name, in the fingerprint: its files differ from
    /// a `res/` folder's of the same settings (the setting says so itself in `AndroidSettings`).
    var layoutFingerprint: String {
        own.composeResources == nil && isComposeResources ? ";composeResources" : ""
    }

    /// `files` (as a `res/` folder holds them) as a `composeResources` folder holds them.
    func composeResourceFiles(_ files: [BundleFile], of asset: AssetPlan) -> [BundleFile] {
        files.compactMap { file in
            // A selector, Android's alone; and a layout direction Compose has no qualifier for.
            if case .data = file.content { return nil }
            if file.path.hasPrefix(resourceType + "-ldrtl-") { return nil }
            var file = file
            let night = resourceType + "-night-"
            if file.path.hasPrefix(night) { file.path = resourceType + "-dark-" + file.path.dropFirst(night.count) }
            if case .image(let part, let scale, .ninePatch) = file.content, file.path.hasSuffix(".9.png") {
                file.path = String(file.path.dropLast(".9.png".count)) + ".png"
                let texts = asset.parts[part].layouts[scale].map { [$0.pngText] } ?? []
                file.content = .image(part: part, scale: scale, encoding: .rgba(texts: texts))
            }
            return file
        }
    }
}
