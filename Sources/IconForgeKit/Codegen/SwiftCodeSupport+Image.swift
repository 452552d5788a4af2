extension SwiftCodeSupport {
    static func image(_ access: String) -> String {
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
            /// The name of the drawing a selected tab shows (`<name>-selected`), or nil.
            \(access)let selectedName: String?

            init(name: String, isTemplate: Bool = false, capInsets: CapInsets? = nil, selectedName: String? = nil) {
                self.name = name
                self.isTemplate = isTemplate
                self.capInsets = capInsets
                self.selectedName = selectedName
            }

        \(platformAlias(access, "Image", uiKit: "UIImage", appKit: "NSImage"))

            #if canImport(UIKit) || canImport(AppKit)
            /// The image, as the catalog makes it.
            @available(iOS 8.0, tvOS 9.0, watchOS 2.0, macOS 10.7, *)
            \(access)var image: Image {
                #if canImport(UIKit) && !os(watchOS)
                let image = Image(named: name, in: AssetBundle.bundle, compatibleWith: nil)
                #elseif canImport(UIKit)
                let image = Image(named: name)
                #else
                let image = AssetBundle.bundle.image(forResource: name)
                #endif
        \(loaded("image", what: "image"))
            }
            #endif

        \(traitLoader(access, "image", type: "Image", since: "iOS 8.0, tvOS 9.0", about: "scale, appearance, size class"))

            #if canImport(SwiftUI)
            /// The image for SwiftUI; a stretchable image iconforge made comes resizable with its insets.
            @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
            \(access)var swiftUIImage: SwiftUI.Image {
                let image = SwiftUI.Image(asset: self)
                guard let insets = capInsets else { return image }
                return image.resizable(
                    capInsets: SwiftUI.EdgeInsets(top: CGFloat(insets.top), leading: CGFloat(insets.left),
                                                  bottom: CGFloat(insets.bottom), trailing: CGFloat(insets.right)),
                    resizingMode: .stretch)
            }
            #endif

        \(selectedImage(access))
        }

        #if canImport(UIKit) || canImport(AppKit)
        \(access)extension ImageAsset.Image {
            /// The image of `asset`. On macOS this looks in the main bundle only: use `asset.image`.
            @available(iOS 8.0, tvOS 9.0, watchOS 2.0, *)
            @available(macOS, deprecated,
                message: "This initializer is unsafe on macOS, please use the ImageAsset.image property")
            convenience init?(asset: ImageAsset) {
                #if canImport(UIKit) && !os(watchOS)
                self.init(named: asset.name, in: AssetBundle.bundle, compatibleWith: nil)
                #else
                self.init(named: asset.name)
                #endif
            }
        }
        #endif

        \(swiftUIInitializers(access, for: "ImageAsset"))
        """
    }

    static func symbol(_ access: String) -> String {
        """
        /// A symbol set of the catalog (a custom SF Symbol), loaded as an image by name.
        \(access)struct SymbolAsset: Sendable {
            /// The name in the catalog, namespace folders included.
            \(access)let name: String
            /// The name of the symbol a selected tab shows (`<name>.fill`), or nil.
            \(access)let selectedName: String?

            init(name: String, selectedName: String? = nil) {
                self.name = name
                self.selectedName = selectedName
            }

            #if canImport(UIKit)
            @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
            \(access)typealias Configuration = UIKit.UIImage.SymbolConfiguration
            \(access)typealias Image = UIKit.UIImage

            /// The symbol image.
            @available(iOS 12.0, tvOS 12.0, watchOS 5.0, *)
            \(access)var image: Image {
                #if os(watchOS)
                let image = Image(named: name)
                #else
                let image = Image(named: name, in: AssetBundle.bundle, compatibleWith: nil)
                #endif
        \(loaded("image", what: "symbol"))
            }

            /// The symbol image with a configuration (weight, scale, text style).
            @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
            \(access)func image(with configuration: Configuration) -> Image {
        \(loaded("Image(named: name, in: AssetBundle.bundle, with: configuration)", what: "symbol"))
            }
            #elseif canImport(AppKit)
            \(access)typealias Image = AppKit.NSImage

            /// The symbol image.
            \(access)var image: Image {
        \(loaded("AssetBundle.bundle.image(forResource: name)", what: "symbol"))
            }
            #endif

            #if canImport(SwiftUI)
            /// The symbol for SwiftUI.
            @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
            \(access)var swiftUIImage: SwiftUI.Image {
                SwiftUI.Image(asset: self)
            }
            #endif

        \(selectedImage(access, since: "iOS 12.0, tvOS 12.0"))
        }

        \(swiftUIInitializers(access, for: "SymbolAsset"))
        """
    }

    /// SwiftGen's `SwiftUI.Image(asset:)`, `Image(asset:label:)` and `Image(decorative:)` for `type`.
    private static func swiftUIInitializers(_ access: String, for type: String) -> String {
        """
        #if canImport(SwiftUI)
        @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
        \(access)extension SwiftUI.Image {
            init(asset: \(type)) {
                self.init(asset.name, bundle: AssetBundle.bundle)
            }

            init(asset: \(type), label: SwiftUI.Text) {
                self.init(asset.name, bundle: AssetBundle.bundle, label: label)
            }

            init(decorative asset: \(type)) {
                self.init(decorative: asset.name, bundle: AssetBundle.bundle)
            }
        }
        #endif


        """
    }
}
