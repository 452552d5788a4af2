extension SwiftCodeSupport {
    static func color(_ access: String) -> String {
        """
        /// A colour set of the catalog, with its appearances (dark, high contrast) as it declares them.
        \(access)struct ColorAsset: Sendable {
            /// The name in the catalog, namespace folders included.
            \(access)let name: String

            #if canImport(UIKit)
            /// The colour, resolving its appearances as the catalog says.
            \(access)var color: UIKit.UIColor {
                guard let color = UIKit.UIColor(named: name, in: AssetBundle.bundle, compatibleWith: nil) else {
                    fatalError("Unable to load color asset named \\(name).")
                }
                return color
            }
            #elseif canImport(AppKit)
            /// The colour, resolving its appearances as the catalog says.
            \(access)var color: AppKit.NSColor {
                guard let color = AppKit.NSColor(named: name, bundle: AssetBundle.bundle) else {
                    fatalError("Unable to load color asset named \\(name).")
                }
                return color
            }
            #endif

            #if canImport(SwiftUI)
            /// The colour for SwiftUI.
            @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
            \(access)var swiftUIColor: SwiftUI.Color {
                SwiftUI.Color(name, bundle: AssetBundle.bundle)
            }
            #endif
        }


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
            \(access)var data: NSDataAsset {
                guard let asset = NSDataAsset(name: name, bundle: AssetBundle.bundle) else {
                    fatalError("Unable to load data asset named \\(name).")
                }
                return asset
            }
            #endif
        }


        """
    }
}
