/// Why an SVG could not be turned into pixels (or a render into an asset's images). One case
/// per reason; `description` is one line for a person. Codable, so it crosses from a render
/// worker to the supervisor as the value it is.
public enum RenderError: Error, CustomStringConvertible, Equatable, Sendable, Codable {
    /// librsvg rejected the document (bad XML, not SVG, ...): its message.
    case invalidSVG(String)
    /// The document has neither a usable width/height nor a viewBox.
    case noDimensions
    /// The document declares a size of zero or less.
    case emptySize(width: Double, height: Double)
    /// librsvg could not draw the document: its message.
    case drawing(String)
    /// cairo refused to draw or to finish a page: its status, in its words.
    case cairo(String)
    /// cairo could not provide a surface.
    case surface(String)
    /// A renderer returned another number of renders or images than asked for.
    case renderCount(expected: Int, got: Int)
    case imageCount(expected: Int, got: Int)
    /// A render came back without the image at `scale`, which the asset needs.
    case missingImage(scale: Double)
    /// A button has no cap-insets layout at `scale`.
    case missingLayout(scale: Double)
    /// The renderer returned no PDF, or the asset no vector file, though the format writes one.
    case missingPDF
    case missingVector
    /// A file's encoding asks for a render target the request does not have.
    case missingTarget(Int)

    public var description: String {
        switch self {
        case .invalidSVG(let message): return "not a valid SVG: \(message)"
        case .noDimensions: return "the SVG has no usable size: give it width and height, or a viewBox"
        case .emptySize(let width, let height):
            return "the SVG has an empty size (\(Self.format(width))x\(Self.format(height)))"
        case .surface(let message): return "cannot create a drawing surface: \(message)"
        default: return "rendering failed: \(failure)"
        }
    }

    /// What went wrong while drawing, for `rendering failed: ...`.
    private var failure: String {
        switch self {
        case .drawing(let message), .cairo(let message): return message
        case .renderCount(let expected, let got): return "expected \(expected) renders, got \(got)"
        case .imageCount(let expected, let got): return "expected \(expected) images, got \(got)"
        case .missingImage(let scale): return "no \(NumberText.decimal(scale))x render came back"
        case .missingLayout(let scale): return "no \(NumberText.decimal(scale))x layout"
        case .missingPDF: return "the renderer returned no PDF"
        case .missingVector: return "no vector drawing"
        case .missingTarget(let target): return "no render for target \(target) to encode"
        default: return ""
        }
    }

    /// The renderer's own words, when the error carries them (to spot an allocation failure).
    var message: String? {
        switch self {
        case .invalidSVG(let message), .drawing(let message), .cairo(let message), .surface(let message): return message
        default: return nil
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
