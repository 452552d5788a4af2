import Foundation

/// How an asset's files in one output compare with what the manifest asks for now.
public struct AssetStatus: Equatable, Sendable {
    public enum State: String, Sendable {
        /// Recorded, every file present and unmodified, same source, options and version.
        case upToDate = "up-to-date"
        /// Never built here, or a file it wrote is gone.
        case missing
        /// Its source, options or the iconforge version changed since it was built.
        case stale
        /// A file it wrote was edited by hand since.
        case modified
    }

    public var state: State
    /// Why, for people: "source changed", "docs.imageset/docs.png was edited by hand", ...
    public var reasons: [String]

    public static let upToDate = AssetStatus(state: .upToDate, reasons: [])

    /// Compares `record` with the fingerprints wanted now and the files on disk. Files are
    /// hashed (SHA-256), except those `trust` found unchanged since the last build saw them.
    /// `state`: the output's build state, whose other manifests' sections tell a file another
    /// manifest wrote since from one edited by hand.
    static func of(record: RecordEntry?, source: String, options: String, in output: BuildOutput,
                   trust: FileTrust? = nil, state: BuildState? = nil) -> AssetStatus {
        guard let record else { return AssetStatus(state: .missing, reasons: ["not built yet"]) }
        // Nothing to say of it, known without ordering its files for the reasons: what a build with
        // nothing to do finds of every asset.
        if let trust, record.version == IconForgeVersion.string, record.source == source,
           source != AssetFingerprint.incompleteSource, record.options == options,
           record.files.keys.allSatisfy(trust.isTrusted) {
            return .upToDate
        }
        var missing: [String] = [], edited: [String] = [], stale: [String] = []
        for (path, hash) in record.files.sorted(by: { $0.key < $1.key }) {
            if trust?.isTrusted(path) == true { continue }
            // Stamped before reading: a write after it changes the stamp, so is never trusted.
            let stamp = trust == nil ? nil : FileStamp.of(output.filePath(path))
            guard let data = FileManager.default.contents(atPath: output.filePath(path)) else {
                missing.append("\(output.displayPath(path)) is missing")
                continue
            }
            trust?.note(\.hashed)
            let current = SHA256.hex(data)
            if let stamp, current == hash { trust?.confirm(path, stamp: stamp, hash: hash) }
            guard current != hash else { continue }
            // A picture beside the output that another run drew since (its folder's record holds
            // it): iconforge's, but not this build's drawing.
            if path.hasPrefix("../"), PreviewRecord.hash(of: output.absolutePath(path)) == current {
                stale.append("\(output.displayPath(path)) was drawn by another iconforge run")
            } else if let manifest = state?.otherManifest(recording: path, hash: current) {
                // Another manifest sharing the output wrote it since: its file, not a hand edit.
                stale.append("\(output.displayPath(path)) belongs to the build for \(output.displayPath(manifest)), which wrote it since")
            } else {
                edited.append("\(output.displayPath(path)) was edited by hand")
            }
        }
        if record.version != IconForgeVersion.string { stale.append("built by iconforge \(record.version ?? "")") }
        if record.source == AssetFingerprint.incompleteSource {
            stale.append("not written whole last time")
        } else if record.source != source {
            stale.append("source changed")
        }
        if record.options != options { stale.append("options changed") }
        if !missing.isEmpty { return AssetStatus(state: .missing, reasons: missing + edited + stale) }
        if !edited.isEmpty { return AssetStatus(state: .modified, reasons: edited + stale) }
        if !stale.isEmpty { return AssetStatus(state: .stale, reasons: stale) }
        return .upToDate
    }
}
