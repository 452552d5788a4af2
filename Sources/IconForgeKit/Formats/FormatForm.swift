import Foundation

/// A way one format writes tab icons besides its own, into the same bundle: Xcode's PDF icons
/// and custom SF Symbols, Android's VectorDrawables. A form is a property of its format (the
/// format's instance is made in it, `init(root:options:form:)`), declared once in the format's
/// `forms`, and reached through `--vector`/`vector: true` or `--symbol`/`symbol: true`, never by
/// a `--format` name.
public struct FormatForm: Sendable {
    /// What selects the form.
    public enum Kind: String, Sendable, CaseIterable {
        /// `--vector`, `vector: true`.
        case vector
        /// `--symbol`, `symbol: true`.
        case symbol
    }

    public let kind: Kind
    /// The form's own name (`xcassets-pdf`): what build states fingerprint an output's files
    /// with and messages call its outputs, as releases with a format type per form did.
    public let key: BundleFormat
    /// What its files are, for messages (`PDF`, `VectorDrawable`).
    public let fileKind: String
    /// The settings the format reads in this form (all of them, not only those it adds).
    public let settings: [FormatSetting]

    public init(_ kind: Kind, key: String, fileKind: String, settings: [FormatSetting]) {
        self.kind = kind
        self.key = BundleFormat(key: key)
        self.fileKind = fileKind
        self.settings = settings
    }
}
