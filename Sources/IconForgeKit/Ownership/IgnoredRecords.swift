import Foundation

/// Records iconforge refused to act on because they name files it does not write for their
/// asset (`OwnedPath`). They are moved out of the state they came from into
/// `.iconforge-ignored.json` beside it, so a person can look at them and the warning is
/// given once rather than on every run. Per asset id: relative path -> SHA-256.
enum IgnoredRecords {
    static let fileName = ".iconforge-ignored.json"

    /// Adds `records` to the file in `root` (a later record of one id replaces the earlier).
    static func setAside(_ records: [String: [String: String]], in root: URL) throws {
        guard !records.isEmpty else { return }
        let url = root.appendingPathComponent(fileName)
        var all: [String: JSONValue] = [:]
        if let data = FileManager.default.contents(atPath: url.path),
           let members = JSONValue(parsing: data)?.members?["assets"]?.members {
            all = members
        }
        for (id, files) in records { all[id] = .object(files.mapValues(JSONValue.string)) }
        do {
            try AtomicFile.write(Data(JSONValue.object(["assets": .object(all)]).xcodeText.utf8), to: url)
        } catch {
            throw BundleError(url, error)
        }
    }
}
