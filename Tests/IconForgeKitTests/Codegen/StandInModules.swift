import Foundation

/// The UIKit, AppKit and SwiftUI declarations generated asset code uses, with Apple's
/// signatures, compiled as real modules of those names so `#if canImport(UIKit)` (or AppKit)
/// is true in the generated code, as on iOS (or macOS).
enum StandInModules {
    static let uiKit = """
    @_exported import Foundation

    open class UITraitCollection {}

    open class UIImage {
        public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { nil }
    }

    open class UIColor {
        public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { nil }
    }

    \(nsDataAsset)

    """

    static let appKit = """
    @_exported import Foundation

    open class NSImage {
        public typealias Name = String
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

    public struct Image: Equatable, Sendable {
        public enum ResizingMode: Hashable, Sendable { case tile, stretch }
        public init(_ name: String, bundle: Bundle? = nil) {}
        public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
    }

    public struct Color: Hashable, Sendable {
        public init(_ name: String, bundle: Bundle? = nil) {}
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
