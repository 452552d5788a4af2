import Foundation
import Synchronization

extension PipelineBuilder {
    /// Builds what is out of date, prunes what is no longer declared, and saves the states.
    /// One asset failing never stops the others; its previous files stay as they were. A build
    /// that finds every file as the last build with nothing to do left it stops after a `stat`
    /// per file (`NoOpProof`); any other goes the whole way, and keeps a proof when it finds
    /// nothing to do.
    public func build() throws -> BuildReport {
        let start = Date()
        let key = noOpKey()
        let proofURL = key == nil ? nil : NoOpProof.cacheURL(manifest: RealPath.of(manifest.file.path))
        if let key, let proofURL, var report = provenNoOp(key: key, at: proofURL) {
            report.seconds = Date().timeIntervalSince(start)
            return report
        }
        let witness = proofURL == nil ? nil : NoOpProof.witness(of: manifest)
        // Anything said about the build (a warning, a failure) is something a proof would not repeat.
        let said = Mutex<Bool>(false)
        var builder = self
        builder.onEvent = { [onEvent] event in
            if case .progress = event {} else { said.withLock { $0 = true } }
            onEvent(event)
        }
        let (report, survey) = try builder.buildInFull()
        if let key, let proofURL, let witness, !said.withLock({ $0 }),
           let proof = proof(of: report, survey: survey, key: key, witness: witness) {
            try? FileManager.default.createDirectory(at: proofURL.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? AtomicFile.write(Data(proof.text.utf8), to: proofURL)
        }
        StampCache.sweep()
        return report
    }

    /// Everything besides the files a proof stamps that decides what a build does: the manifest
    /// (where it is, its bytes), the settings, and the program. Nil when no proof is kept: the
    /// manifest was not read from a file, it generates Swift (from catalogs it may not write), or
    /// the report lists files (`--json`).
    func noOpKey() -> String? {
        guard let read = manifest.read, manifest.swift == nil, !reportsFiles else { return nil }
        let program = Platform.executablePath.flatMap(FileStamp.of)?.text ?? "-"
        return SHA256.hex([RealPath.of(manifest.file.path), read.hash, IconForgeVersion.string, program, "strict=\(strict)",
                           "external=\(allowsExternalFiles)", "max=\(maximumInputBytes)", PNGEffort.current.rawValue]
            .joined(separator: "\n"))
    }

    /// The report of a build with nothing to do, when the proof kept at `url` holds: every
    /// output locked (as a build locks them, so a build writing them now is waited for), then
    /// every stamp checked. A proof that no longer holds is removed.
    func provenNoOp(key: String, at url: URL) -> BuildReport? {
        guard let data = StampCache.read(url), let proof = NoOpProof(data), proof.key == key else { return nil }
        let roots = manifest.outputs.map { manifest.resolve($0.path) }.sorted { RealPath.of($0.path) < RealPath.of($1.path) }
        var locks: [BundleLock] = []
        defer { locks.forEach { $0.release() } }
        for root in roots {
            guard let lock = try? BundleLock(folder: root) else { return nil }
            locks.append(lock)
        }
        guard proof.holds() else {
            try? FileManager.default.removeItem(at: url)
            return nil
        }
        var report = BuildReport(check: false, contactSheet: manifest.contactSheet)
        report.previews = manifest.previews
        report.entries = proof.assets.map { BuildReport.Entry(id: $0.id, kind: $0.kind, source: $0.source, outcome: .unchanged) }
        if let sheet = manifest.contactSheet {
            report.entries.append(BuildReport.Entry(id: Self.sheetID, kind: "contact-sheet", source: sheet, outcome: .unchanged))
        }
        return report
    }

    /// The proof of a build that found nothing to do: every asset and the sheet unchanged, no
    /// picture drawn, every recorded file stamped, and no stamp (those of `witness` were taken
    /// before the build read anything) recent, as `FileTrust` judges its stamps. Nil for any other build.
    func proof(of report: BuildReport, survey: Survey, key: String, witness: [String: FileStamp]) -> NoOpProof? {
        guard report.previewsDrawn == 0, report.entries.allSatisfy({ $0.outcome == .unchanged && $0.kind != "swift" }) else { return nil }
        var stamps = witness
        for (session, trust) in zip(survey.sessions, survey.trusts) {
            guard let trust, let recorded = trust.keptStamps(session.records.recordedFiles) else { return nil }
            for (path, stamp) in recorded {
                // Stamped twice (a catalog's Contents.json): both before it was read, so both must agree.
                guard stamps[path].map({ $0 == stamp }) ?? true else { return nil }
                stamps[path] = stamp
            }
        }
        let now = FileStamp.now
        guard !stamps.values.contains(where: { $0.isRecent(now: now) }) else { return nil }
        let assets = report.assets.map { NoOpProof.Asset(id: $0.id, kind: $0.kind, source: $0.source) }
        let proof = NoOpProof(manifest: RealPath.of(manifest.file.path), key: key, assets: assets,
                              stamps: stamps.map { (path: $0.key, stamp: $0.value) })
        return proof.isWritable ? proof : nil
    }
}
