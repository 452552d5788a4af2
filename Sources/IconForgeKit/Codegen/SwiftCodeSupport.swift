/// The support types the generated constants use. Written into every generated file so
/// the file stands alone. It needs UIKit and SwiftUI (iOS, tvOS, watchOS, Catalyst); only
/// the imports are conditional, so the tests can type-check it against stand-in types.
enum SwiftCodeSupport {
    static func source(access: String) -> String {
        """
        /// An image of the catalog, typed: how it renders and how it stretches.
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
            /// Whether the image is a template (a mask tinted by the tab bar or button).
            \(access)let isTemplate: Bool
            /// Cap insets for a stretchable image, or nil.
            \(access)let capInsets: CapInsets?

            init(name: String, isTemplate: Bool = false, capInsets: CapInsets? = nil) {
                self.name = name
                self.isTemplate = isTemplate
                self.capInsets = capInsets
            }

            /// The image, already in template mode or resizable (`.stretch`) as the catalog says.
            \(access)var image: UIImage {
                guard var image = UIImage(named: name, in: ImageAssetBundle.bundle, compatibleWith: nil) else {
                    fatalError("Unable to load image asset named \\(name).")
                }
                if isTemplate {
                    image = image.withRenderingMode(.alwaysTemplate)
                }
                if let insets = capInsets {
                    image = image.resizableImage(
                        withCapInsets: UIEdgeInsets(top: CGFloat(insets.top), left: CGFloat(insets.left),
                                                    bottom: CGFloat(insets.bottom), right: CGFloat(insets.right)),
                        resizingMode: .stretch)
                }
                return image
            }

            /// The image for SwiftUI, with the same rendering mode and cap insets.
            @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
            \(access)var swiftUIImage: Image {
                var image = Image(name, bundle: ImageAssetBundle.bundle)
                if isTemplate {
                    image = image.renderingMode(.template)
                }
                if let insets = capInsets {
                    image = image.resizable(
                        capInsets: EdgeInsets(top: CGFloat(insets.top), leading: CGFloat(insets.left),
                                              bottom: CGFloat(insets.bottom), trailing: CGFloat(insets.right)),
                        resizingMode: .stretch)
                }
                return image
            }
        }

        /// The bundle holding the catalog: the one this file is compiled into.
        private final class ImageAssetBundle {
            static let bundle = Bundle(for: ImageAssetBundle.self)
        }

        """
    }
}
