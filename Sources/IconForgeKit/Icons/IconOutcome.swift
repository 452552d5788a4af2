import Foundation

/// What happened to one input of an icon build.
public struct IconOutcome: Sendable {
    public let source: String
    public let name: String
    /// Files written (PNGs, Contents.json, preview).
    public var files: [URL] = []
    public var warnings: [IconWarning] = []
    /// One line each about the user's files left alone.
    public var notes: [String] = []
    /// A one-line reason when the icon could not be built; nothing was written then.
    public var error: String?

    public init(source: String, name: String) {
        self.source = source
        self.name = name
    }

    public var succeeded: Bool { error == nil }

    /// This outcome, failed with `reason`.
    func failed(_ reason: String) -> IconOutcome {
        var outcome = self
        outcome.error = reason
        return outcome
    }
}
