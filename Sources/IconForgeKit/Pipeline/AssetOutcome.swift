import Foundation

/// What a command run (`iconforge icon`, `button`) did with one asset, an icon or a button:
/// the files it wrote, its preview, its notes, or why it failed.
public struct AssetOutcome: Sendable {
    /// The input it was made from, as given (`home.svg`, `template:docs`, a button's template).
    public let source: String
    public let name: String
    /// Files written (PNGs, Contents.json, preview).
    public var files: [URL] = []
    /// The preview, when one was written.
    public var preview: URL?
    /// One line each about the user's files left alone.
    public var notes: [String] = []
    /// Why the asset could not be built; nothing of it was written then.
    public var error: AssetError?

    public init(source: String, name: String) {
        self.source = source
        self.name = name
    }

    public var succeeded: Bool { error == nil }

    /// This outcome, failed with `error`.
    func failed(_ error: Error) -> AssetOutcome {
        var outcome = self
        outcome.error = AssetError(error)
        return outcome
    }
}
