extension SwiftCodeSupport {
    /// `ImageAsset`'s and `SymbolAsset`'s accessors of a tab icon's selected drawing
    /// (`<name>-selected`, or the symbol `<name>.fill`, which `iconforge icon --selected`
    /// writes): the image, a tab bar item with both, and SwiftUI's. `since`: the UIKit
    /// availability of the asset's `image`.
    static func selectedImage(_ access: String, since: String = "iOS 8.0, tvOS 9.0") -> String {
        """
            #if canImport(UIKit) && !os(watchOS)
            /// The drawing the selected tab shows; the image itself when the icon has none.
            @available(\(since), *)
            \(access)var selectedImage: Image {
                guard let selectedName else { return image }
                guard let result = Image(named: selectedName, in: AssetBundle.bundle, compatibleWith: nil) else {
                    fatalError("Unable to load image asset named \\(selectedName).")
                }
                return result
            }

            /// A tab bar item showing the icon, and its selected drawing while selected.
            @available(\(since), *)
            \(access)func tabBarItem(title: String?, tag: Int = 0) -> UITabBarItem {
                let item = UITabBarItem(title: title, image: image, selectedImage: selectedImage)
                item.tag = tag
                return item
            }
            #endif

            #if canImport(SwiftUI)
            /// The image for SwiftUI in a tab's state: the selected drawing while selected, if any.
            @available(iOS 13.0, tvOS 13.0, watchOS 6.0, macOS 10.15, *)
            \(access)func swiftUIImage(selected: Bool) -> SwiftUI.Image {
                guard selected, let selectedName else { return swiftUIImage }
                return SwiftUI.Image(selectedName, bundle: AssetBundle.bundle)
            }
            #endif
        """
    }
}
