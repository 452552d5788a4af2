/// Why an SVG cannot become a VectorDrawable. `description` is one line for a person and
/// names the element or value at fault; nothing the drawable cannot express is ever dropped.
public enum VectorDrawableError: Error, CustomStringConvertible, Equatable, Sendable, Codable {
    /// The XML itself is broken, or declares entities (which could expand without bound).
    case invalidXML(String)
    /// The root element is not `<svg>`.
    case notSVG(root: String)
    /// The document has neither a usable width/height nor a viewBox.
    case noDimensions
    /// An element or feature VectorDrawable cannot express, e.g. `<mask>`.
    case unsupported(element: String, reason: String)
    /// An attribute or property whose value cannot be read.
    case invalidValue(attribute: String, value: String)
    /// The options cannot be used (sizes, padding).
    case invalidOptions(String)
    /// The converter itself crashed on this SVG (a bug); the PNGs were rendered without it.
    case converterCrashed(String)
    /// A path whose data, `characters` long, cannot be split into shorter paths that draw the
    /// same, over the 32,767 bytes aapt2 stores in one string: it would write STRING_TOO_LARGE
    /// in its place, without failing the build, and the app could not draw it.
    case pathTooLong(characters: Int)

    /// The most bytes aapt2 stores in one string of a compiled resource.
    public static let aapt2StringLimit = 32_767

    public var description: String {
        switch self {
        case .invalidXML(let message): return "not a valid SVG: \(message)"
        case .notSVG(let root): return "not an SVG: the root element is <\(root)>"
        case .noDimensions: return "the SVG has no usable size: give it width and height, or a viewBox"
        case .unsupported(let element, let reason): return "uses \(element) (\(reason))"
        case .invalidValue(let attribute, let value): return "cannot read \(attribute)=\"\(value)\""
        case .invalidOptions(let message): return message
        case .converterCrashed(let how): return "the VectorDrawable converter failed on it (\(how))"
        case .pathTooLong(let characters):
            return "its outline needs a pathData of \(characters) characters in one path, over the \(Self.aapt2StringLimit) "
                + "aapt2 can store (it would build with STRING_TOO_LARGE in its place, which the app cannot draw); "
                + "simplify the outline"
        }
    }
}
