import Foundation
import XCTest

/// Where the shared icon corpus lives (`../shared/corpus` from the repository), if present.
public var corpusFolder: URL? {
    let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let corpus = repo.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    return FileManager.default.fileExists(atPath: corpus.path) ? corpus : nil
}

/// The corpus for a test that needs it: skipped locally when it is missing, a failure in CI
/// (where `.ci/run` runs beside `shared/`), so a missing corpus never passes silently.
public func requireCorpus() throws -> URL {
    if let corpus = try optionalCorpus() { return corpus }
    throw XCTSkip("no icon corpus at ../shared/corpus")
}

/// The corpus for a test that adds its icons when present; in CI its absence is a failure.
public func optionalCorpus() throws -> URL? {
    if let corpusFolder { return corpusFolder }
    if ProcessInfo.processInfo.environment["CI"] != nil {
        throw ExternalTool.Missing(description: "no icon corpus at ../shared/corpus")
    }
    return nil
}
