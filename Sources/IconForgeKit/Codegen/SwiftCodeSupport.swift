/// The support types the generated constants use, in SwiftGen's shape. Written into every
/// generated file (only the kinds it uses), so the file stands alone. Each platform gets its
/// own accessors: UIKit where it can be imported (iOS, tvOS, Catalyst), else AppKit (macOS);
/// SwiftUI where it exists; on other platforms only the names remain. Types from the SDK are
/// qualified by module, so an app's own `Image` or `Bundle` cannot hide them.
enum SwiftCodeSupport {
    /// Names the generated enums must not take: they would hide these types inside them.
    static let typeNames: Set<String> = ["ImageAsset", "ColorAsset", "DataAsset", "SymbolAsset"]

    static func source(access: String, kinds: Set<String>) -> String {
        var out = ""
        if kinds.contains("ImageAsset") { out += image(access) }
        if kinds.contains("SymbolAsset") { out += symbol(access) }
        if kinds.contains("ColorAsset") { out += color(access) }
        if kinds.contains("DataAsset") { out += data(access) }
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

    private static func image(_ access: String) -> String {
        """
        /// An image of the catalog. The loaders return it as the catalog makes it (template,
        /// sliced per scale); `isTemplate` and `capInsets` say what iconforge made it.
        \(access)struct ImageAsset: Sendable {
            /// Cap insets in points: the edges that stay fixed when the image stretches.
            \(access)struct CapInsets: Sendable, Equatable {
                \(access)let top: Double
                \(access)let left: Double
                \(access)let bottom: Double
                \(access)let right: Double
            }

            /// The name in the catalog, namespace folders included.
            \(access)let name: String
            /// Whether the catalog renders the image as a template (a mask the system tints).
            \(access)let isTemplate: Bool
            /// The insets of a stretchable image iconforge made, the same at every scale; nil
            /// for every other image, whose slicing (if any) is the catalog's alone.
            \(access)let capInsets: CapInsets?

            init(name: String, isTemplate: Bool = false, capInsets: CapInsets? = nil) {
                self.name = name
                self.isTemplate = isTemplate
                self.capInsets = capInsets
            }

        \(platformImage(access, what: "image"))
            #if canImport(SwiftUI)
            /// The image for SwiftUI; a stretchable image iconforge made comes resizable with its insets.
            @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
            \(access)var swiftUIImage: SwiftUI.Image {
                let image = SwiftUI.Image(name, bundle: AssetBundle.bundle)
                guard let insets = capInsets else { return image }
                return image.resizable(
                    capInsets: SwiftUI.EdgeInsets(top: CGFloat(insets.top), leading: CGFloat(insets.left),
                                                  bottom: CGFloat(insets.bottom), trailing: CGFloat(insets.right)),
                    resizingMode: .stretch)
            }
            #endif
        }


        """
    }

    private static func symbol(_ access: String) -> String {
        """
        /// A symbol set of the catalog (a custom SF Symbol), loaded as an image by name.
        \(access)struct SymbolAsset: Sendable {
            /// The name in the catalog, namespace folders included.
            \(access)let name: String

        \(platformImage(access, what: "symbol image"))
            #if canImport(SwiftUI)
            /// The symbol for SwiftUI.
            @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 11.0, *)
            \(access)var swiftUIImage: SwiftUI.Image {
                SwiftUI.Image(name, bundle: AssetBundle.bundle)
            }
            #endif
        }


        """
    }

    /// The `image` accessor of UIKit, else AppKit.
    private static func platformImage(_ access: String, what: String) -> String {
        """
            #if canImport(UIKit)
            /// The \(what), as the catalog makes it.
            \(access)var image: UIKit.UIImage {
                guard let image = UIKit.UIImage(named: name, in: AssetBundle.bundle, compatibleWith: nil) else {
                    fatalError("Unable to load \(what) asset named \\(name).")
                }
                return image
            }
            #elseif canImport(AppKit)
            /// The \(what), as the catalog makes it.
            \(access)var image: AppKit.NSImage {
                guard let image = AssetBundle.bundle.image(forResource: name) else {
                    fatalError("Unable to load \(what) asset named \\(name).")
                }
                return image
            }
            #endif

        """
    }
}
