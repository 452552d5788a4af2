/// Something in the SVG a symbol draws differently: the symbol is still made.
public struct SymbolWarning: Equatable, Sendable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// A gradient became one solid ink: a symbol's paths are flat fills.
        case gradient = "gradient"
        /// A translucent fill or stroke became solid.
        case translucent = "translucent"
        /// Paints of different colours became one ink (monochrome rendering tints them all).
        case colours = "colours merged"
        /// An evenodd fill of several contours became nonzero, its holes turned the other way.
        case evenOdd = "evenodd"
        /// Fills too thin (or counters too narrow) to grow and shrink with the weights, kept as drawn.
        case tooFine = "too fine"
    }

    public let kind: Kind
    /// The element and what happened to it, for a person.
    public let detail: String

    public var description: String { "\(kind.rawValue): \(detail)" }
}
