import Foundation

/// What happened to one input of an icon build.
public struct IconOutcome: Sendable {
    public let source: String
    public let name: String
    /// Files written (PNGs, Contents.json, preview).
    public var files: [URL] = []
    /// The preview, when one was written.
    public var preview: URL?
    public var warnings: [IconWarning] = []
    /// One line each about the user's files left alone.
    public var notes: [String] = []
    /// Why the icon could not be built; nothing of it was written then.
    public var error: AssetError?

    public init(source: String, name: String) {
        self.source = source
        self.name = name
    }

    public var succeeded: Bool { error == nil }

    /// This outcome, failed with `error`.
    func failed(_ error: Error) -> IconOutcome {
        var outcome = self
        let error = AssetError(error)
        outcome.error = error
        if !error.warnings.isEmpty { outcome.warnings = error.warnings }
        return outcome
    }
}
