import Foundation

/// The UIKit, AppKit, SwiftUI and ARKit declarations generated asset code uses, with Apple's
/// signatures, compiled as real modules of those names so `#if canImport(UIKit)` (or AppKit,
/// ARKit) is true in the generated code, as on iOS (or macOS).
enum StandInModules {
    static let uiKit = """
    @_exported import Foundation

    open class UITraitCollection {
        public init() {}
    }

    open class UIImage {
        public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { nil }
        public init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) { nil }

        open class Configuration {}

        open class SymbolConfiguration: Configuration {
            public enum Weight: Int, Sendable { case regular, bold }
            public init(weight: Weight) {}
        }
    }

    open class UIColor {
        public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { nil }
    }

    open class UITabBarItem {
        open var tag: Int = 0
        public init(title: String?, image: UIImage?, selectedImage: UIImage?) {}
    }

    \(nsDataAsset)

    """

    static let appKit = """
    @_exported import Foundation

    open class NSImage {
        public typealias Name = String
        public init() {}
        public convenience init?(named name: NSImage.Name) { return nil }
    }

    extension Bundle {
        public func image(forResource name: NSImage.Name) -> NSImage? { nil }
    }

    open class NSColor {
        public typealias Name = String
        public init?(named name: NSColor.Name, bundle: Bundle?) { nil }
    }

    \(nsDataAsset)

    """

    /// UIKit and AppKit both declare it.
    static let nsDataAsset = """
    open class NSDataAsset {
        public typealias Name = String
        public init?(name: NSDataAsset.Name, bundle: Bundle) { nil }
        open var name: NSDataAsset.Name { "" }
        open var data: Data { Data() }
        open var typeIdentifier: String { "" }
    }
    """

    static let swiftUI = """
    import Foundation

    public struct EdgeInsets: Equatable, Sendable {
        public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
        public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
            (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
        }
        public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    }

    public struct Text: Equatable, Sendable {
        public init(_ content: String) {}
    }

    public struct Image: Equatable, Sendable {
        public enum ResizingMode: Hashable, Sendable { case tile, stretch }
        public init(_ name: String, bundle: Bundle? = nil) {}
        public init(_ name: String, bundle: Bundle? = nil, label: Text) {}
        public init(decorative name: String, bundle: Bundle? = nil) {}
        public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
    }

    public struct Color: Hashable, Sendable {
        public init(_ name: String, bundle: Bundle? = nil) {}
    }

    """

    static let arKit = """
    @_exported import Foundation

    open class ARReferenceImage: NSObject {
        open class func referenceImages(inGroupNamed name: String, bundle: Bundle?) -> Set<ARReferenceImage>? { nil }
        open var name: String? { nil }
    }

    open class ARReferenceObject: NSObject {
        open class func referenceObjects(inGroupNamed name: String, bundle: Bundle?) -> Set<ARReferenceObject>? { nil }
        open var name: String? { nil }
    }

    """

    /// SwiftPM's `resource_bundle_accessor.swift` of a target with resources.
    static let packageBundle = """
    import Foundation

    extension Foundation.Bundle {
        static var module: Bundle { .main }
    }

    """
}
