/// Why an SVG cannot become a custom symbol. `description` is one line for a person and
/// names the element or value at fault; what a symbol cannot hold is refused, never dropped.
public enum SymbolError: Error, CustomStringConvertible, Equatable, Sendable, Codable {
    /// The XML itself is broken, or declares entities.
    case invalidXML(String)
    /// The root element is not `<svg>`.
    case notSVG(root: String)
    /// The document has neither a usable width/height nor a viewBox.
    case noDimensions
    /// Something a symbol cannot hold: text, raster images, masks, filters, ...
    case unsupported(element: String, reason: String)
    /// An attribute or property whose value cannot be read.
    case invalidValue(attribute: String, value: String)
    /// A number that would make geometry out of all proportion (or not a number at all).
    case outOfRange(String)
    /// More shapes or segments than a symbol can reasonably hold.
    case tooComplex(String)
    /// Nothing in the drawing paints anything.
    case nothingToDraw
    /// The options cannot be used.
    case invalidOptions(String)
    /// A designer-drawn weight (`--ultralight`, `--black`) that Xcode could not interpolate with
    /// Regular: the weight's name and the first difference (paths, or points in a path).
    case weightMismatch(weight: String, difference: String)
    /// A designer-drawn weight that cannot be a symbol: the weight's name and why.
    case weightSource(weight: String, reason: String)

    public var description: String {
        switch self {
        case .invalidXML(let message): return "not a valid SVG: \(message)"
        case .notSVG(let root): return "not an SVG: the root element is <\(root)>"
        case .noDimensions: return "the SVG has no usable size: give it width and height, or a viewBox"
        case .unsupported(let element, let reason): return "uses \(element) (\(reason))"
        case .invalidValue(let attribute, let value): return "cannot read \(attribute)=\"\(value)\""
        case .outOfRange(let what): return "\(what) is out of range for a symbol"
        case .tooComplex(let what): return "too complex for a symbol: \(what)"
        case .nothingToDraw: return "nothing in the SVG is painted, so the symbol would be empty"
        case .invalidOptions(let message): return message
        case .weightMismatch(let weight, let difference):
            return "the \(weight) drawing does not interpolate with Regular: \(difference)"
        case .weightSource(let weight, let reason): return "the \(weight) drawing \(reason)"
        }
    }

    /// The same problem found by the SVG reading shared with the VectorDrawable converter.
    init(_ error: VectorDrawableError) {
        switch error {
        case .invalidXML(let message): self = .invalidXML(message)
        case .notSVG(let root): self = .notSVG(root: root)
        case .noDimensions: self = .noDimensions
        case .unsupported(let element, let reason): self = .unsupported(element: element, reason: reason)
        case .invalidValue(let attribute, let value): self = .invalidValue(attribute: attribute, value: value)
        case .invalidOptions(let message): self = .invalidOptions(message)
        case .converterCrashed(let how): self = .invalidOptions("the SVG reader failed on it (\(how))")
        // Only the VectorDrawable writer finds this; the symbol reader never does.
        case .pathTooLong: self = .tooComplex("\(error)")
        }
    }
}
