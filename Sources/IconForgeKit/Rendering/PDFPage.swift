/// A one-page vector PDF to draw an SVG on: the page size in points and the art's inset,
/// fitted by the same rule as the PNG canvases (`RenderTarget`).
public struct PDFPage: Codable, Equatable, Sendable {
    /// The page size in points (30x30 for a classic tab-bar icon).
    public var width: Double
    public var height: Double
    /// Inset of the art from every edge of the page, in points.
    public var padding: Double

    public init(width: Double = 30, height: Double = 30, padding: Double = 0) {
        self.width = width
        self.height = height
        self.padding = padding
    }

    /// The page for an icon drawn with `options`: its size in points, its padding.
    public init(_ options: IconOptions) {
        self.init(width: options.width, height: options.height, padding: options.padding)
    }

    /// The frame the art is fitted into, in points.
    var frame: Rect { Rect(x: 0, y: 0, width: width, height: height).insetBy(padding) }

    /// Why cairo would refuse the page, or nil.
    var problem: String? {
        guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 14400, height <= 14400 else {
            return "page size \(width)x\(height) pt is out of range"
        }
        return nil
    }
}
