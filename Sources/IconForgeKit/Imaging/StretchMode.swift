/// Which directions a button image stretches in; the raw values are Xcode's `resizing` modes.
public enum StretchMode: String, CaseIterable, Sendable, Codable {
    /// Left and right caps; the height scales as a whole (UIKit's `topCapHeight: 0`).
    case horizontal = "3-part-horizontal"
    /// Caps on all four sides.
    case both = "9-part"
}
