/// Something about an icon that will probably look wrong in a tab bar.
public struct IconWarning: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable, CaseIterable {
        case opaqueBackground = "opaque background"
        case colourDiscarded = "colour discarded"
        case clipped = "clipped"
        case empty = "empty"
        case faint = "faint"
    }

    public let kind: Kind
    /// The measurement behind the warning, for a person.
    public let detail: String

    public var description: String { "\(kind.rawValue): \(detail)" }
}
