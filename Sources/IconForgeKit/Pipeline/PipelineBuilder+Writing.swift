import Foundation

extension PipelineBuilder {
    /// Writes one finished asset into output `index` through its session, and records it:
    /// every file with its SHA-256, and `preview` (its home output only), with the fingerprints
    /// it was built from. Files the previous build wrote that this one did not (a dropped
    /// scale, a preview no longer asked for) are pruned.
    func write(_ finished: AssetProduct.Finished, preview: Data?, asset: PlannedAsset, output index: Int,
               survey: Survey, notes: inout [String]) throws {
        let output = survey.outputs[index]
        guard let (rendered, files) = finished.files[output.optionsKey] else { return }
        let previewFile = preview.flatMap { data in previewURL(asset).map { (url: $0, data: data) } }
        let previewRecord = previewFile == nil ? nil : self.previewRecord(asset, in: output)
        let fingerprint = AssetFingerprint(source: asset.sourceHash, options: asset.optionsHash(in: output, preview: previewRecord))
        let written = try survey.sessions[index].write(rendered, files: files, id: asset.id, preview: previewFile,
                                                       fingerprint: fingerprint, keep: { ownedPaths(survey) })
        notes += written.notes
    }

    /// The products that render, for the contact sheet alone (at 1x, no file written), the
    /// assets at `indices` (not built this time) that the sheet's pages `pages` show: a page
    /// drawn again shows every asset as rendered now, never as read back from a file.
    func sheetOnlyProducts(_ indices: [Int], pages: Set<Int>, survey: Survey) -> [(asset: Int, product: AssetProduct)] {
        guard let sheet = survey.sheet, !pages.isEmpty else { return [] }
        return indices.filter { pages.contains(sheet.page(of: $0)) }.map { index in
            (index, AssetProduct(survey.assets[index], formats: [], preview: false, settings: self))
        }
    }

    /// Draws and writes the pages `pages` of the contact sheet from `items` (by asset; one
    /// without an item is left off its page), each recorded in the first output's state with
    /// its fingerprint as drawn (which assets it leaves out, `SheetPlan.fingerprint(ofPage:leaving:)`);
    /// a page drawn as the one on disk was is not written again. Files of the sheet that are no
    /// page now are pruned. Returns whether anything was written or pruned.
    func writeSheet(_ sheet: SheetPlan, pages: Set<Int>, items: [Int: ContactSheet.Item], survey: Survey) throws -> Bool {
        let session = survey.sessions[0], output = survey.outputs[0]
        let platform = PreviewPlatform(formats: manifest.outputs.map(\.format))
        let options = Self.sheetOptions(sheet.relativePath)
        var fingerprints = sheet.recorded, changed = false
        for page in pages.sorted() {
            let shows = sheet.assets(on: page)
            let source = sheet.fingerprint(ofPage: page, leaving: Set(shows.filter { items[$0] == nil }))
            if sheetStatus(sheet, page: page, source: source, in: output, state: session.records, trust: survey.trusts[0]) == .upToDate {
                continue
            }
            let shown = shows.compactMap { items[$0] }
            let data = try ContactSheet(title: sheetTitle(page, of: sheet.pageCount, items: shown), items: shown, platform: platform).png()
            // Recorded with each page as it is written: a page that fails keeps its earlier record.
            fingerprints[page] = source
            try session.writePicture(data, to: sheet.url(ofPage: page), id: Self.sheetID, replaces: false, consent: .none, only: false,
                                     fingerprint: AssetFingerprint(source: SheetPlan.source(fingerprints), options: options),
                                     shows: shows.filter { items[$0] != nil }.map { survey.assets[$0].id })
            changed = true
        }
        guard !sheet.extra.isEmpty else { return changed }
        let files = (session.records.assets[Self.sheetID]?.files ?? [:]).filter { sheet.extra[$0.key] == nil }
        session.record(Self.sheetID, files: files, fingerprint: AssetFingerprint(source: SheetPlan.source(fingerprints), options: options))
        _ = session.prune(sheet.extra, of: Self.sheetID, keep: [])
        return true
    }

    /// Page `page` of `count`'s title: the manifest, the page when there are more, and what it shows.
    func sheetTitle(_ page: Int, of count: Int, items: [ContactSheet.Item]) -> String {
        let icons = items.filter { if case .icon = $0 { return true } else { return false } }.count
        let name = manifest.file.lastPathComponent
        return "\(count == 1 ? name : "\(name), page \(page + 1) of \(count)"): \(icons) icons, \(items.count - icons) buttons"
    }
}
