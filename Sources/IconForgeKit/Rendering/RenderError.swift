/// Why an SVG could not be turned into pixels. `description` is one line for a person.
public enum RenderError: Error, CustomStringConvertible, Equatable, Sendable {
    /// librsvg rejected the document (bad XML, not SVG, ...).
    case invalidSVG(String)
    /// The document has neither a usable width/height nor a viewBox.
    case noDimensions
    /// The document declares a size of zero or less.
    case emptySize(width: Double, height: Double)
    /// Drawing failed.
    case renderFailed(String)
    /// cairo could not provide a surface.
    case surface(String)

    public var description: String {
        switch self {
        case .invalidSVG(let message): return "not a valid SVG: \(message)"
        case .noDimensions: return "the SVG has no usable size: give it width and height, or a viewBox"
        case .emptySize(let width, let height):
            return "the SVG has an empty size (\(Self.format(width))x\(Self.format(height)))"
        case .renderFailed(let message): return "rendering failed: \(message)"
        case .surface(let message): return "cannot create a drawing surface: \(message)"
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
