/// The support types the generated constants use, with SwiftGen's swift5 xcassets API and
/// availability (`Asset.x.image`, `UIImage(asset:)`, `image(compatibleWith:)`,
/// `SwiftUI.Image(asset:)`, `UIColor(asset:)`, `NSDataAsset(asset:)`, `ARResourceGroupAsset`, ...).
/// Written into every generated file (only the kinds it uses), so the file stands alone.
/// Where SwiftGen tests `os(iOS)`, this tests what can be imported: UIKit (iOS, tvOS,
/// Catalyst; watchOS where SwiftGen has its own branch), else AppKit (macOS), SwiftUI and
/// ARKit where they exist; on other platforms only the names remain. Types from the SDK are
/// qualified by module, so an app's own `Image` or `Bundle` cannot hide them.
enum SwiftCodeSupport {
    /// Names the generated enums must not take: they would hide these types inside them.
    static let typeNames: Set<String> = ["ImageAsset", "ColorAsset", "DataAsset", "SymbolAsset", "ARResourceGroupAsset"]

    /// Imported only when the catalogs have AR resource groups, as SwiftGen does.
    static let arKitImport = """
    #if canImport(ARKit) && !os(visionOS)
    import ARKit
    #endif

    """

    static func source(access: String, kinds: Set<String>) -> String {
        var out = deprecatedAliases(access, kinds: kinds)
        if kinds.contains("ImageAsset") { out += image(access) }
        if kinds.contains("SymbolAsset") { out += symbol(access) }
        if kinds.contains("ColorAsset") { out += color(access) }
        if kinds.contains("DataAsset") { out += data(access) }
        if kinds.contains("ARResourceGroupAsset") { out += arResourceGroup(access) }
        return out + """
        /// The bundle holding the catalog: the package target's resources in a Swift package,
        /// else the bundle this file is compiled into.
        private enum AssetBundle {
            static var bundle: Foundation.Bundle {
                #if SWIFT_PACKAGE
                return Foundation.Bundle.module
                #else
                return Foundation.Bundle(for: AssetBundleToken.self)
                #endif
            }
        }

        private final class AssetBundleToken {}

        """
    }

    /// SwiftGen's older names for the platform types, still accepted with a warning.
    private static func deprecatedAliases(_ access: String, kinds: Set<String>) -> String {
        let aliases = [("ColorAsset", "Color", "AssetColorTypeAlias"), ("ImageAsset", "Image", "AssetImageTypeAlias")]
            .filter { kinds.contains($0.0) }
            .map { type, member, alias in
                """
                @available(*, deprecated, renamed: "\(type).\(member)", message: "SwiftGen's old name; use \(type).\(member)")
                \(access)typealias \(alias) = \(type).\(member)

                """
            }
        guard !aliases.isEmpty else { return "" }
        return "#if canImport(UIKit) || canImport(AppKit)\n" + aliases.joined() + "#endif\n\n"
    }

    /// The end of every loader: the result of `load`, or SwiftGen's message when the
    /// catalog has no such asset.
    static func loaded(_ load: String, what: String, indent: String = "        ") -> String {
        """
        \(indent)guard let result = \(load) else {
        \(indent)    fatalError("Unable to load \(what) asset named \\(name).")
        \(indent)}
        \(indent)return result
        """
    }

    /// `typealias <alias>` for the platform's type (`UIKit.UIImage`, else `AppKit.NSImage`), as
    /// SwiftGen names it (`ImageAsset.Image`, `ColorAsset.Color`).
    static func platformAlias(_ access: String, _ alias: String, uiKit: String, appKit: String) -> String {
        """
            #if canImport(UIKit)
            \(access)typealias \(alias) = UIKit.\(uiKit)
            #elseif canImport(AppKit)
            \(access)typealias \(alias) = AppKit.\(appKit)
            #endif
        """
    }

    /// SwiftGen's `image(compatibleWith:)` / `color(compatibleWith:)` (UIKit, not watchOS).
    static func traitLoader(_ access: String, _ what: String, type: String, since: String, about: String) -> String {
        """
            #if canImport(UIKit) && !os(watchOS)
            /// The \(what) for a trait collection (\(about)).
            @available(\(since), *)
            \(access)func \(what)(compatibleWith traitCollection: UIKit.UITraitCollection) -> \(type) {
        \(loaded("\(type)(named: name, in: AssetBundle.bundle, compatibleWith: traitCollection)", what: what))
            }
            #endif
        """
    }
}
