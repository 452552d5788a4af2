import Foundation

/// What a build or check found, per asset, for people and for `--json`.
public struct BuildReport: Sendable {
    /// One asset's line in the report.
    public struct Entry: Sendable {
        public enum Outcome: String, Sendable {
            case built, unchanged, failed, removed
            /// `--check` only: the committed files are out of date.
            case missing, stale, modified, orphaned
        }

        public var id: String
        public var kind: String
        public var source: String
        public var outcome: Outcome
        /// Why it was rebuilt, or why `--check` flags it.
        public var reasons: [String] = []
        /// Output files: display path and size in bytes.
        public var files: [(path: String, bytes: Int)] = []
        /// Cap insets of each stretchable file (buttons), as Xcode's `resizing` would state them.
        public var capInsets: [JSONValue] = []
        public var warnings: [String] = []
        public var error: AssetError?
    }

    public var entries: [Entry] = []
    public var check: Bool
    public var seconds: Double = 0
    /// The contact sheet's path, when the manifest has one.
    public var contactSheet: String?
    /// The previews folder, when the manifest asks for previews, and how many a build drew.
    public var previews: String?
    public var previewsDrawn = 0
    /// What a build had to read and check beyond a stat per file (`-v` says it).
    public var work = BuildWork()

    /// Entries whose outcome is `outcome`, among the assets: the contact sheet and the Swift file
    /// are not assets, and get their own lines.
    public func count(_ outcome: Entry.Outcome) -> Int { assets.filter { $0.outcome == outcome }.count }

    /// The icons and buttons (and, once removed from the manifest, what they were).
    var assets: [Entry] { entries.filter { !Self.extraKinds.contains($0.kind) } }

    /// What a build writes besides the assets: the contact sheet and the Swift constants.
    static let extraKinds = ["contact-sheet", "swift"]

    /// True when the build failed, or the check found anything out of date.
    public var failed: Bool {
        entries.contains { entry in
            switch entry.outcome {
            case .failed: return true
            case .missing, .stale, .modified, .orphaned: return check
            default: return false
            }
        }
    }

    /// The end of a CI log: a line each for the contact sheet, the previews a build drew and
    /// the Swift file, then the assets' counts, which are the same ones the progress line counts.
    public var summary: String {
        let lines = { (kind: String) in self.entries.filter { $0.kind == kind }.map(self.extraLine) }
        var drawn: [String] = []
        if let previews, !check {
            drawn = ["previews \(previews.hasSuffix("/") ? previews : previews + "/"): "
                     + (previewsDrawn == 0 ? "none drawn" : "\(previewsDrawn) drawn")]
        }
        return (lines("contact-sheet") + drawn + lines("swift") + [totals]).joined(separator: "\n")
    }

    /// One line per asset: what happened to it, and why (`-v`; the summary has the other lines).
    public var detailLines: [String] {
        assets.map { entry in
            let why = entry.error?.description ?? entry.reasons.joined(separator: "; ")
            return "\(entry.id): \(word(entry.outcome))\(why.isEmpty ? "" : " (\(why))")"
        }
    }

    private func extraLine(_ entry: Entry) -> String {
        let name = entry.kind == "swift" ? "Swift constants" : "contact sheet"
        let file = entry.kind == "swift" ? "" : contactSheet.map { " \($0)" } ?? ""
        return "\(name)\(file): \(word(entry.outcome))"
    }

    private func word(_ outcome: Entry.Outcome) -> String {
        switch outcome {
        case .built: return "written"
        case .unchanged: return check ? "up to date" : "unchanged"
        case .modified: return "hand-modified"
        case .orphaned: return "to remove"
        default: return outcome.rawValue
        }
    }

    private var totals: String {
        let time = String(format: "%.2f s", seconds)
        if check {
            let outOfDate = [Entry.Outcome.missing, .stale, .modified, .orphaned].map(count).reduce(0, +)
            return "iconforge check: \(assets.count - outOfDate) up to date, \(count(.missing)) missing, "
                + "\(count(.stale)) stale, \(count(.modified)) hand-modified, \(count(.orphaned)) to remove (\(time))"
        }
        return "iconforge build: \(count(.built)) built, \(count(.unchanged)) unchanged, \(count(.failed)) failed, "
            + "\(count(.removed)) removed (\(time))"
    }

    /// The machine-readable report printed by `--json`.
    public var json: JSONValue {
        let assets = entries.map { entry -> JSONValue in
            var object: [String: JSONValue] = [
                "id": .string(entry.id), "kind": .string(entry.kind), "source": .string(entry.source),
                "status": .string(entry.outcome.rawValue),
                "reasons": .array(entry.reasons.map(JSONValue.string)),
                "files": .array(entry.files.map { .object(["path": .string($0.path), "bytes": .int($0.bytes)]) }),
                "warnings": .array(entry.warnings.map(JSONValue.string)),
                "error": entry.error.map { .string($0.description) } ?? .null,
            ]
            if !entry.capInsets.isEmpty { object["cap-insets"] = .array(entry.capInsets) }
            return .object(object)
        }
        var counts: [String: JSONValue] = [:]
        for outcome in [Entry.Outcome.built, .unchanged, .failed, .removed, .missing, .stale, .modified, .orphaned] {
            counts[outcome.rawValue] = .int(count(outcome))
        }
        return .object([
            "version": .string(IconForgeVersion.string),
            "mode": .string(check ? "check" : "build"),
            "ok": .bool(!failed),
            "seconds": .double((seconds * 1000).rounded() / 1000),
            "contact-sheet": contactSheet.map(JSONValue.string) ?? .null,
            "previews": previews.map(JSONValue.string) ?? .null,
            "counts": .object(counts),
            "assets": .array(assets),
        ])
    }
}
