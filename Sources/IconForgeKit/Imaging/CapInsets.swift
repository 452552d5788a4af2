/// The edges of an image that must not stretch, in pixels of that image (UIKit's
/// `UIEdgeInsets` order: top, left, bottom, right). What lies between them stretches.
public struct CapInsets: Equatable, Hashable, Sendable, Codable {
    public var top: Int
    public var left: Int
    public var bottom: Int
    public var right: Int

    public init(top: Int, left: Int, bottom: Int, right: Int) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The stretchable centre of a `width` x `height` image.
    public func centre(width: Int, height: Int) -> (width: Int, height: Int) {
        (width - left - right, height - top - bottom)
    }
}
