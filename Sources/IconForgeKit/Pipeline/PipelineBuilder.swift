import Foundation

/// Builds (or checks) everything a manifest declares: renders only assets whose source,
/// options or iconforge version changed or whose files are missing or hand-edited, writes
/// them into every output, prunes what iconforge wrote for assets no longer declared,
/// redraws the pages of the contact sheet whose assets changed (from renders, never from
/// files read back: `SheetPlan`), and records it all in each output's `BuildState`.
public struct PipelineBuilder: Sendable {
    public var manifest: Manifest
    public var rasterizer: Rasterizer
    /// Called as assets finish or fail; may be called from several threads, one call at a time.
    public var onEvent: @Sendable (BuildEvent) -> Void
    /// Warnings fail the asset (its files are left as they were) instead of just being reported.
    public var strict = false
    /// Let SVGs load files from their own folder or below; off, nothing external is loaded.
    public var allowsExternalFiles = false
    /// The largest SVG a source may be (`--max-input-size`), checked before it is parsed.
    public var maximumInputBytes = 16 << 20
    /// List every asset's files and sizes in the report (a stat per file; only `--json` needs it).
    public var reportsFiles = true

    /// The contact sheet's id in the first output's state.
    static let sheetID = RecordID.contactSheet
    /// Bumped when the sheet's drawing changes, so existing sheets are redrawn.
    static let sheetLayout = "sheet-3"
    /// Part of a preview's fingerprint: bumped when the preview pictures change.
    static let previewLayout = "preview-1"

    public init(manifest: Manifest, rasterizer: Rasterizer, onEvent: @escaping @Sendable (BuildEvent) -> Void = { _ in }) {
        self.manifest = manifest
        self.rasterizer = rasterizer
        self.onEvent = onEvent
    }

    /// Everything known before anything is rendered or written.
    struct Survey {
        var assets: [PlannedAsset]
        var outputs: [BuildOutput]
        /// One per output: its record, and the only way files reach it.
        var sessions: [BuildSession]
        /// One per output when the build writes: the files known unchanged, the stamps kept.
        var trusts: [FileTrust?]
        /// `statuses[asset][output]`; up to date in an output that does not take the asset.
        var statuses: [[AssetStatus]]
        /// The output each asset's preview is recorded in (the first that takes it); nil
        /// for every asset when the manifest asks for no previews.
        var homes: [Int?]
        var sheet: SheetPlan?
        /// Links in source folders and among glob matches that reach no file: one warning each.
        var leftOut: [BuildPlan.LeftOut] = []
        /// Which sources the plan knew by their kept hash, unread, when the build writes; the stamps to keep.
        var sources: SourceTrust?
        /// Records naming files iconforge does not write for their asset: one line each.
        var distrusted: [(id: String, message: String)] { sessions.flatMap(\.distrusted) }

        /// Each output's record as it stands.
        var states: [BuildState] { sessions.map(\.records) }
    }

    /// Plans the build: the assets, each output opened (locked when `writes`), every asset's
    /// files claimed in every output that takes it (two assets writing one resource stop the
    /// build, naming both), and what is out of date.
    func survey(writes: Bool) throws -> Survey {
        // A build knows a source whose stat is as the cache kept it by its hash, and reads it only to render it.
        let sources = writes ? SourceTrust(manifest: manifest.file, maximumBytes: maximumInputBytes) : nil
        let (assets, leftOut) = try BuildPlan.plan(of: manifest, maximumInputBytes: maximumInputBytes, sources: sources)
        let previewRoot = manifest.previews.map { manifest.resolve($0).standardizedFileURL }
        let sheetURL = manifest.contactSheet.map { manifest.resolve($0).standardizedFileURL }
        let outputs = try manifest.outputs.map { output in
            var built = try BuildOutput(format: output.format, path: output.path, root: manifest.resolve(output.path),
                                        options: output.options)
            built.assets = output.assets
            built.replaces = output.replaces
            return built
        }
        try OutputPaths(manifest).check(assets: assets, outputs: outputs)
        let trusts = fileTrusts(outputs, previews: previewRoot, sheet: sheetURL, writes: writes)
        let sessions = try openSessions(outputs, previews: previewRoot, sheet: sheetURL, writes: writes, trusts: trusts)
        try claimChanged(assets, outputs: outputs, sessions: sessions, trusts: trusts)
        let states = sessions.map(\.records)
        let homes = assets.map { asset in previewRoot == nil ? nil : outputs.firstIndex { $0.takes(asset) } }
        // Reading and hashing every recorded file is most of a no-op build: spread it over the cores.
        // The asset read in place (`assets[index]`), not copied whole for each of a thousand.
        let statuses = [[AssetStatus]](concurrentlyMapping: assets.count, chunk: 1) { index in
            outputs.indices.map { output in
                guard outputs[output].takes(assets[index]) else { return .upToDate }
                let preview = homes[index] == output ? self.previewRecord(assets[index], in: outputs[output]) : nil
                return AssetStatus.of(record: states[output].assets[assets[index].id], source: assets[index].sourceHash,
                                      options: assets[index].optionsHash(in: outputs[output], preview: preview),
                                      in: outputs[output], trust: trusts[output], state: states[output])
            }
        }
        let rebuilt = Set(assets.indices.filter { index in statuses[index].contains { $0 != .upToDate } })
        let sheet = outputs.first.flatMap { sheetPlan(assets, output: $0, state: states[0], trust: trusts[0], rebuilt: rebuilt) }
        return Survey(assets: assets, outputs: outputs, sessions: sessions, trusts: trusts, statuses: statuses, homes: homes,
                      sheet: sheet, leftOut: leftOut, sources: sources)
    }

    /// The contact sheet's options fingerprint: where it goes (`relative` to the first output),
    /// so moving it draws it in its new place and removes the one before.
    static func sheetOptions(_ relative: String) -> String {
        "\(sheetID);\(relative)"
    }

    /// Where `asset`'s preview goes.
    func previewURL(_ asset: PlannedAsset) -> URL? {
        manifest.previews.map { manifest.resolve($0).appendingPathComponent(asset.previewPath).standardizedFileURL }
    }

    /// The preview as `output` records it, with the preview layout: part of the options
    /// fingerprint there, so asking for previews, moving them or redrawing them rebuilds.
    func previewRecord(_ asset: PlannedAsset, in output: BuildOutput) -> String? {
        let isButton: Bool
        if case .button = asset.kind { isButton = true } else { isButton = false }
        return previewURL(asset).map { "\(output.relativePath($0));\(Self.previewLayout)\(previewLook(buttons: isButton))" }
    }

    /// `previewPlatformMark`, and for pictures showing buttons on Android that they show them on a
    /// strip of the phone's screen: those drawn before, in UIKit's table-button frame, are drawn again.
    func previewLook(buttons: Bool) -> String {
        previewPlatformMark + (buttons && !previewPlatformMark.isEmpty ? ";button=screen" : "")
    }

    /// The previews' and the sheet's look when it is not the iOS one, so that outputs turning
    /// Android-only (or no longer) redraw them; empty for iOS, so iOS records stay as they were.
    var previewPlatformMark: String {
        PreviewPlatform(formats: manifest.outputs.map(\.format)) == .ios ? "" : ";platform=android"
    }

    /// Ids recorded in output `index`'s state that it no longer takes: gone from the
    /// manifest, or no longer selected by the output's `assets:`.
    func orphans(_ survey: Survey, output index: Int) -> [String] {
        let output = survey.outputs[index]
        var live = Set(survey.assets.lazy.filter(output.takes).map(\.id))
        if index == 0 && survey.sheet != nil { live.insert(Self.sheetID) }
        if index == 0 && manifest.swift != nil { live.insert(RecordID.swift) }
        return survey.sessions[index].records.assets.keys.filter { !live.contains($0) }.sorted()
    }

    /// Why an orphan goes, for the report.
    func orphanReason(_ id: String, survey: Survey, outputs: [String]) -> String {
        survey.assets.contains { $0.id == id }
            ? "no longer goes into \(outputs.joined(separator: ", ")) (its 'assets:')"
            : "no longer in the manifest"
    }

    /// Every file some output's state records, as absolute paths: what pruning must keep.
    func ownedPaths(_ survey: Survey) -> Set<String> {
        var paths = Set<String>()
        for (output, state) in zip(survey.outputs, survey.states) {
            for record in state.assets.values { paths.formUnion(record.files.keys.map(output.absolutePath)) }
        }
        return paths
    }

    /// Compares the outputs with the manifest and writes nothing.
    public func check() throws -> BuildReport {
        let start = Date()
        let survey = try survey(writes: false)
        defer { survey.sessions.forEach { $0.close() } }
        survey.distrusted.forEach { onEvent(.warning(asset: $0.id, message: $0.message)) }
        var report = BuildReport(check: true, contactSheet: manifest.contactSheet)
        report.previews = manifest.previews
        for (index, asset) in survey.assets.enumerated() {
            var entry = reportEntry(asset, survey: survey)
            let worst = survey.statuses[index].max { rank($0.state) < rank($1.state) } ?? .upToDate
            entry.outcome = outcome(worst.state)
            entry.reasons = unique(survey.statuses[index].flatMap(\.reasons))
            report.entries.append(entry)
        }
        if let sheet = survey.sheet {
            var entry = BuildReport.Entry(id: Self.sheetID, kind: "contact-sheet", source: manifest.contactSheet ?? "",
                                          outcome: outcome(sheet.status.state), reasons: sheet.status.reasons)
            let moved = survey.states[0].assets[Self.sheetID].map { $0.options != Self.sheetOptions(sheet.relativePath) } ?? false
            if sheet.status.state == .stale {
                entry.reasons = moved ? ["it goes to \(manifest.contactSheet ?? sheet.url.path) now"]
                    : sheet.stalePages.isEmpty ? [] : ["the assets it shows changed"]
            }
            if !moved, !sheet.extra.isEmpty {
                let files = sheet.extra.keys.sorted().map(survey.outputs[0].displayPath)
                entry.reasons.append("\(files.count == 1 ? "a page" : "pages") it no longer has: a build removes \(files.joined(separator: ", "))")
            }
            report.entries.append(entry)
        }
        var orphaned: [String: (outputs: [String], files: [String])] = [:]
        for (index, output) in survey.outputs.enumerated() {
            for id in orphans(survey, output: index) {
                orphaned[id, default: ([], [])].outputs.append(output.path)
                orphaned[id]!.files += survey.sessions[index].records.assets[id]!.files.keys.sorted().map(output.displayPath)
            }
        }
        for (id, found) in orphaned.sorted(by: { $0.key < $1.key }) {
            let reason = orphanReason(id, survey: survey, outputs: found.outputs)
            report.entries.append(BuildReport.Entry(
                id: id, kind: "removed", source: "", outcome: .orphaned,
                reasons: ["\(reason); a build removes \(found.files.joined(separator: ", "))"]))
        }
        if let swift = manifest.swift { report.entries.append(swiftEntry(swift, check: true)) }
        report.seconds = Date().timeIntervalSince(start)
        return report
    }

    func rank(_ state: AssetStatus.State) -> Int {
        [.upToDate: 0, .stale: 1, .modified: 2, .missing: 3][state]!
    }

    func outcome(_ state: AssetStatus.State) -> BuildReport.Entry.Outcome {
        switch state {
        case .upToDate: return .unchanged
        case .missing: return .missing
        case .stale: return .stale
        case .modified: return .modified
        }
    }

    func unique(_ lines: [String]) -> [String] {
        var seen = Set<String>()
        return lines.filter { seen.insert($0).inserted }
    }

    /// The report line of an asset, without its outcome.
    func reportEntry(_ asset: PlannedAsset, survey: Survey) -> BuildReport.Entry {
        var entry = BuildReport.Entry(id: asset.id, kind: asset.kind.name, source: asset.source, outcome: .unchanged)
        if case .button(let options, _) = asset.kind {
            entry.capInsets = options.states.flatMap { state in
                options.scales.map { scale -> JSONValue in
                    let layout = options.geometry.layout(scale: Double(scale))
                    return .object([
                        "state": .string(state.rawValue), "scale": .int(scale),
                        "width": .int(layout.width), "height": .int(layout.height),
                        "top": .int(layout.insets.top), "left": .int(layout.insets.left),
                        "bottom": .int(layout.insets.bottom), "right": .int(layout.insets.right),
                    ])
                }
            }
        }
        return entry
    }
}

extension PlannedAsset.Kind {
    /// `icon` or `button`.
    var name: String {
        switch self {
        case .icon: return "icon"
        case .button: return "button"
        }
    }
}
