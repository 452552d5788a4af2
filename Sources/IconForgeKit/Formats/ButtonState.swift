/// A UIControl state a button image is drawn for.
public enum ButtonState: String, CaseIterable, Sendable, Codable {
    case normal, highlighted, disabled

    /// Appended to the asset name: `<name>`, `<name>-highlighted`, `<name>-disabled`.
    public var assetSuffix: String { self == .normal ? "" : "-\(rawValue)" }

    /// Appended to the Android resource name: `<name>`, `<name>_pressed`, `<name>_disabled`.
    public var androidSuffix: String {
        switch self {
        case .normal: return ""
        case .highlighted: return "_pressed"
        case .disabled: return "_disabled"
        }
    }

    /// The Android state-list attribute selecting this state, if any.
    var androidSelector: String? {
        switch self {
        case .normal: return nil
        case .highlighted: return "android:state_pressed=\"true\""
        case .disabled: return "android:state_enabled=\"false\""
        }
    }
}
