import Foundation

extension PipelineBuilder {
    /// Builds what is out of date, prunes what is no longer declared, and saves the records.
    /// One asset failing never stops the others; its previous files stay as they were. A build
    /// with nothing to do is this same path finding nothing to do: every record is checked,
    /// and only the hashing of files whose stat is as the stamp cache kept it, and the checks
    /// whose inputs are as they were (`FileTrust.memo`), are spared.
    public func build() throws -> BuildReport {
        try buildKeepingSurvey().report
    }

    /// `build()`, handing what the build held to `remains` (`BuildRemains`) rather than freeing it.
    public func build(keeping remains: inout BuildRemains?) throws -> BuildReport {
        let (report, survey) = try buildKeepingSurvey()
        remains = BuildRemains(survey: survey)
        return report
    }

    /// `build()`, and the survey it made (its sessions closed, the stamp cache saved and swept).
    private func buildKeepingSurvey() throws -> (report: BuildReport, survey: Survey) {
        defer { StampCache.sweep() }
        let start = Date()
        let survey = try survey(writes: true)
        defer { survey.sessions.forEach { $0.close() } }
        try readSources(survey)
        for record in survey.sessions.compactMap(\.setAsideRecord) { onEvent(.warning(asset: record.path, message: record.message)) }
        survey.distrusted.forEach { onEvent(.warning(asset: $0.id, message: $0.message)) }
        survey.leftOut.forEach { onEvent(.warning(asset: $0.path, message: $0.reason)) }
        for session in survey.sessions { try session.format.prepare() }
        var entries = survey.assets.map { reportEntry($0, survey: survey) }
        let refused = sayPlanWarnings(survey.assets, entries: &entries)
        let work = survey.assets.indices.filter { index in
            !refused.contains(index) && survey.statuses[index].contains { $0 != .upToDate }
        }
        // The pages of the contact sheet to draw again.
        var redraw = Set(survey.sheet?.stalePages ?? [])
        var products: [(asset: Int, product: AssetProduct)] = []
        let workSet = Set(work)
        for index in work {
            let stale = survey.outputs.indices.filter { survey.statuses[index][$0] != .upToDate }
            var formats: [any OutputFormat] = []
            for output in stale where !formats.contains(where: { $0.settingsKey == survey.outputs[output].optionsKey }) {
                formats.append(survey.outputs[output].bundle)
            }
            let preview = survey.homes[index].map(stale.contains) ?? false
            products.append((index, AssetProduct(survey.assets[index], formats: formats, preview: preview, settings: self)))
        }
        // An asset --strict refused is left off the sheet, as one whose render it refused.
        let unbuilt = survey.assets.indices.filter { !workSet.contains($0) && !refused.contains($0) }
        products += sheetOnlyProducts(unbuilt, pages: redraw, survey: survey)

        let total = work.count
        // Encoding is done on the delivering threads; writing and bookkeeping happen one asset at a time, under its lock.
        let progress = LockedBox(BuildProgress(entries: entries, sheetItems: [:],
                                               checkpoint: BuildCheckpoint(sessions: survey.sessions)))
        run(products.map(\.product)) { [products] slot, finished in
            progress.withLock { progress in
            let index = products[slot].asset
            let asset = survey.assets[index]
            guard workSet.contains(index) else {
                if case .success(let finished) = finished { progress.sheetItems[index] = finished.sheet }
                return
            }
            var entry = progress.entries[index]
            do {
                let finished = try finished.get()
                progress.sheetItems[index] = finished.sheet
                for output in survey.outputs.indices where survey.statuses[index][output] != .upToDate {
                    let preview = output == survey.homes[index] ? finished.preview : nil
                    try write(finished, preview: preview, asset: asset, output: output, survey: survey, notes: &entry.warnings)
                    if preview != nil { progress.previewsDrawn += 1 }
                }
                entry.outcome = .built
                entry.reasons = unique(survey.statuses[index].flatMap(\.reasons))
                entry.warnings = finished.warnings + entry.warnings
                finished.warnings.forEach { onEvent(.warning(asset: asset.id, message: $0)) }
            } catch {
                entry.outcome = .failed
                entry.error = AssetError(error)
                entry.warnings = entry.error!.warnings.map(\.description)
                onEvent(.failed(asset: asset.id, error: entry.error!))
            }
            progress.entries[index] = entry
            progress.done += 1
            progress.checkpoint.assetFinished()
            onEvent(.progress(done: progress.done, total: total, asset: asset.id))
            }
        }
        var sheetItems: [Int: ContactSheet.Item]
        (entries, sheetItems) = progress.withLock { ($0.entries, $0.sheetItems) }
        let previewsDrawn = progress.withLock { $0.previewsDrawn }

        if let sheet = survey.sheet, case let pages = Set(sheet.leftOut.filter { sheetItems[$0] != nil }.map(sheet.page(of:))),
           !pages.isSubset(of: redraw) {
            // An asset a current page left out drew this time: that page is drawn again, with them all.
            let late = sheetOnlyProducts(unbuilt, pages: pages.subtracting(redraw), survey: survey)
            redraw.formUnion(pages)
            let drawn = LockedBox(sheetItems)
            run(late.map(\.product)) { slot, finished in
                guard case .success(let finished) = finished else { return }
                drawn.withLock { $0[late[slot].asset] = finished.sheet }
            }
            sheetItems = drawn.withLock { $0 }
        }

        var report = BuildReport(check: false, contactSheet: manifest.contactSheet)
        (report.previews, report.previewsDrawn) = (manifest.previews, previewsDrawn)
        var sheetStale = false
        if let sheet = survey.sheet, !redraw.isEmpty || !sheet.extra.isEmpty {
            sheetStale = true
            do {
                // A page drawn the same way as the one on disk (the same assets left out) is not written again.
                if try writeSheet(sheet, pages: redraw, items: sheetItems, survey: survey) {
                    report.entries.append(BuildReport.Entry(id: Self.sheetID, kind: "contact-sheet",
                                                            source: manifest.contactSheet ?? "", outcome: .built))
                } else {
                    sheetStale = false
                }
            } catch {
                let failure = AssetError(error)
                report.entries.append(BuildReport.Entry(id: Self.sheetID, kind: "contact-sheet", source: "",
                                                        outcome: .failed, error: failure))
                onEvent(.failed(asset: Self.sheetID, error: failure))
            }
        }
        // Records go first, then files: a file another output (or asset) still records stays.
        var dropped: [(output: Int, id: String, forgotten: ForgottenAsset)] = []
        for index in survey.outputs.indices {
            for id in orphans(survey, output: index) { dropped.append((index, id, survey.sessions[index].forget(id))) }
        }
        let keep = dropped.isEmpty ? [] : ownedPaths(survey)
        var removed: [String: (outputs: [String], notes: [String])] = [:]
        for (index, id, forgotten) in dropped {
            removed[id, default: ([], [])].outputs.append(survey.outputs[index].path)
            removed[id]!.notes += survey.sessions[index].prune(forgotten.files, shares: forgotten.shares,
                                                                       settings: forgotten.settings, of: id, keep: keep)
        }
        for (id, found) in removed.sorted(by: { $0.key < $1.key }) {
            found.notes.forEach { onEvent(.warning(asset: id, message: $0)) }
            report.entries.append(BuildReport.Entry(id: id, kind: "removed", source: "", outcome: .removed,
                                                    reasons: [orphanReason(id, survey: survey, outputs: found.outputs)],
                                                    warnings: found.notes))
        }
        let swift = manifest.swift.map { swiftEntry($0, check: false, session: survey.sessions[0]) }
        for session in survey.sessions { try session.save() }
        for clash in symbolClashes(survey) { onEvent(.warning(asset: clash.path, message: clash.reason)) }
        for (session, trust) in zip(survey.sessions, survey.trusts) { trust?.save(session.records.recordedFiles, written: session.written) }
        survey.sources?.save()
        report.work = BuildWork(adding: survey.trusts.compactMap { $0?.work } + (survey.sources.map { [$0.work] } ?? []))
        let states = survey.states
        for index in entries.indices where reportsFiles && entries[index].outcome != .failed {
            let asset = survey.assets[index]
            entries[index].files = survey.outputs.indices.flatMap { output -> [(path: String, bytes: Int)] in
                let files = states[output].assets[asset.id]?.files.keys.sorted() ?? []
                return files.map { path in
                    (survey.outputs[output].displayPath(path), survey.outputs[output].size(path))
                }
            }
        }
        if survey.sheet != nil, !sheetStale {
            report.entries.append(BuildReport.Entry(id: Self.sheetID, kind: "contact-sheet",
                                                    source: manifest.contactSheet ?? "", outcome: .unchanged))
        }
        report.entries = entries + report.entries + (swift.map { [$0] } ?? [])
        report.seconds = Date().timeIntervalSince(start)
        return (report, survey)
    }

    /// Renders every product's requests in one batch through the rasterizer (in parallel
    /// when it is a worker pool) and finishes each product as soon as all its renders are in.
    func run(_ products: [AssetProduct], finish: @escaping @Sendable (Int, Result<AssetProduct.Finished, Error>) -> Void) {
        rasterizer.renderGroups(products.map(\.requests)) { product, results in
            // Encoding runs here, on the delivering thread: several products at once.
            finish(product, results.flatMap { results in Result { try products[product].finish(results) } })
        }
    }
}

/// What a build's deliveries change, one asset at a time.
struct BuildProgress {
    var entries: [BuildReport.Entry]
    var sheetItems: [Int: ContactSheet.Item]
    let checkpoint: BuildCheckpoint
    var done = 0
    var previewsDrawn = 0
}
