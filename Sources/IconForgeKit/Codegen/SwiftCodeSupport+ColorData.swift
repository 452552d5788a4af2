extension SwiftCodeSupport {
    static func color(_ access: String) -> String {
        """
        /// A colour set of the catalog, with its appearances (dark, high contrast) as it declares them.
        \(access)struct ColorAsset: Sendable {
            /// The name in the catalog, namespace folders included.
            \(access)let name: String

        \(platformAlias(access, "Color", uiKit: "UIColor", appKit: "NSColor"))

            #if canImport(UIKit) || canImport(AppKit)
            /// The colour, resolving its appearances as the catalog says.
            @available(iOS 11.0, tvOS 11.0, watchOS 4.0, macOS 10.13, *)
            \(access)var color: Color {
        \(loaded("Color(asset: self)", what: "color"))
            }
            #endif

        \(traitLoader(access, "color", type: "Color", since: "iOS 11.0, tvOS 11.0", about: "appearance, contrast"))

            #if canImport(SwiftUI)
            /// The colour for SwiftUI.
            @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
            \(access)var swiftUIColor: SwiftUI.Color {
                SwiftUI.Color(asset: self)
            }
            #endif
        }

        #if canImport(UIKit) || canImport(AppKit)
        \(access)extension ColorAsset.Color {
            @available(iOS 11.0, tvOS 11.0, watchOS 4.0, macOS 10.13, *)
            convenience init?(asset: ColorAsset) {
                #if canImport(UIKit) && !os(watchOS)
                self.init(named: asset.name, in: AssetBundle.bundle, compatibleWith: nil)
                #elseif canImport(UIKit)
                self.init(named: asset.name)
                #else
                self.init(named: asset.name, bundle: AssetBundle.bundle)
                #endif
            }
        }
        #endif

        #if canImport(SwiftUI)
        @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
        \(access)extension SwiftUI.Color {
            init(asset: ColorAsset) {
                self.init(asset.name, bundle: AssetBundle.bundle)
            }
        }
        #endif


        """
    }

    static func data(_ access: String) -> String {
        """
        /// A data set of the catalog: bytes the app reads by name.
        \(access)struct DataAsset: Sendable {
            /// The name in the catalog, namespace folders included.
            \(access)let name: String

            #if canImport(UIKit) || canImport(AppKit)
            /// The data asset (`data.data` holds the bytes, `data.typeIdentifier` their type).
            @available(iOS 9.0, tvOS 9.0, watchOS 6.0, macOS 10.11, *)
            \(access)var data: NSDataAsset {
        \(loaded("NSDataAsset(asset: self)", what: "data"))
            }
            #endif
        }

        #if canImport(UIKit) || canImport(AppKit)
        @available(iOS 9.0, tvOS 9.0, watchOS 6.0, macOS 10.11, *)
        \(access)extension NSDataAsset {
            convenience init?(asset: DataAsset) {
                self.init(name: asset.name, bundle: AssetBundle.bundle)
            }
        }
        #endif


        """
    }
}
