import Foundation

extension PipelineBuilder {
    /// Where the contact sheet goes, in pages, and which pages are current. The sheet shows the
    /// assets in manifest order, `pageSize` to a page (`ContactSheet.pageSize`, as `icon`'s), each
    /// page its own file (the one `contact-sheet:` names for one page, else `<name>-1.png`, ...)
    /// with its own fingerprint: a changed asset has its page drawn again, and only that page's
    /// other assets are rendered again for it. An asset added or removed shifts the pages after
    /// it, which are drawn again too.
    struct SheetPlan {
        var url: URL
        /// `url` relative to the first output: part of the options fingerprint, so moving the
        /// sheet draws it in its new place and removes the one before.
        var relativePath: String
        /// The sheet's look (`sheetLayout` and the platform).
        var layout: String
        /// A line per asset, in manifest order: its id, source and options.
        var lines: [String]
        var pageSize = ContactSheet.pageSize
        /// Each page's fingerprint as recorded when it was drawn, in order (the record's source,
        /// `source(_:)`); empty strings when the record has no page of that number.
        var recorded: [String] = []
        /// Each page's status: current, or why it is drawn again.
        var pages: [AssetStatus] = []
        /// Recorded files of the sheet that are no page of it now: pruned when it is written.
        var extra: [String: String] = [:]
        /// The assets current pages left out (they failed when those were drawn) and this build
        /// renders again: while they fail, their pages stay as they are; one that draws has its
        /// page drawn again.
        var leftOut: Set<Int> = []

        var pageCount: Int { ContactSheet.pageCount(lines.count, pageSize: pageSize) }

        /// The assets (by index) page `page` shows.
        func assets(on page: Int) -> Range<Int> {
            min(page * pageSize, lines.count) ..< min((page + 1) * pageSize, lines.count)
        }

        func page(of asset: Int) -> Int { asset / pageSize }

        func url(ofPage page: Int) -> URL { ContactSheet.pageURL(page, of: pageCount, at: url) }

        /// Page `page`'s fingerprint when it shows all its assets but those of `absent`: the
        /// sheet's layout (and for more than one page, which page of how many, which its title
        /// says), then a line per asset (`-` before one left out), so a page drawn without a
        /// failing asset is current for as long as that asset fails the same way. A sheet of one
        /// page has the fingerprint a whole sheet had before it was paged.
        func fingerprint(ofPage page: Int, leaving absent: Set<Int> = []) -> String {
            // Hashed line by line (`SHA256.Stream`), as the lines joined with line breaks would be.
            var hash = SHA256.Stream()
            hash.update(layout)
            if pageCount != 1 { hash.update("\npage \(page + 1) of \(pageCount)") }
            for asset in assets(on: page) {
                hash.update(absent.contains(asset) ? "\n- " : "\n")
                hash.update(lines[asset])
            }
            return hash.hex()
        }

        /// The record's source: every page's fingerprint, in order.
        static func source(_ pages: [String]) -> String { pages.joined(separator: ",") }

        /// The pages to draw again.
        var stalePages: [Int] { pages.indices.filter { pages[$0] != .upToDate } }

        /// The whole sheet's status, for `--check`: the worst of its pages, and stale at least
        /// while files of it that are no page now are left to prune.
        var status: AssetStatus {
            let ranks: [AssetStatus.State] = [.upToDate, .stale, .modified, .missing]
            let pruned = extra.isEmpty ? [] : [AssetStatus(state: .stale, reasons: [])]
            return (pages + pruned).max { ranks.firstIndex(of: $0.state)! < ranks.firstIndex(of: $1.state)! } ?? .upToDate
        }
    }

    /// Plans the contact sheet of `assets` in `output` (the first), its pages judged against
    /// `state`'s record of it; `rebuilt`: the assets this build renders.
    func sheetPlan(_ assets: [PlannedAsset], output: BuildOutput, state: BuildState, trust: FileTrust?,
                   rebuilt: Set<Int>) -> SheetPlan? {
        guard let path = manifest.contactSheet else { return nil }
        let url = manifest.resolve(path).standardizedFileURL
        // An entry's assets share their options text (`BuildPlan`): hashed once for a run of them.
        var last: (text: String, hash: String)?
        let lines = assets.map { asset in
            let hash = last.flatMap { $0.text == asset.optionsText ? $0.hash : nil } ?? SHA256.hex(asset.optionsText)
            last = (asset.optionsText, hash)
            return "\(asset.id) \(asset.sourceHash) \(hash)"
        }
        let buttons = assets.contains { if case .button = $0.kind { return true } else { return false } }
        var sheet = SheetPlan(url: url, relativePath: output.relativePath(url), layout: Self.sheetLayout + previewLook(buttons: buttons),
                              lines: lines)
        let record = state.assets[Self.sheetID]
        let recorded = record.map { ($0.source ?? "").split(separator: ",", omittingEmptySubsequences: false).map(String.init) } ?? []
        sheet.recorded = recorded.count == sheet.pageCount ? recorded : Array(repeating: "", count: sheet.pageCount)
        let pageFiles = Set((0 ..< sheet.pageCount).map { output.relativePath(sheet.url(ofPage: $0)) })
        sheet.extra = record?.files.filter { !pageFiles.contains($0.key) } ?? [:]
        for page in 0 ..< sheet.pageCount {
            var status = sheetStatus(sheet, page: page, source: sheet.fingerprint(ofPage: page), in: output, state: state, trust: trust)
            // The page drawn last without the assets that failed then: current while they fail again.
            let again = Set(sheet.assets(on: page).filter(rebuilt.contains))
            if status != .upToDate, !again.isEmpty,
               sheetStatus(sheet, page: page, source: sheet.fingerprint(ofPage: page, leaving: again), in: output,
                           state: state, trust: trust) == .upToDate {
                status = .upToDate
                sheet.leftOut.formUnion(again)
            }
            // Files of the sheet that are no page now are pruned on their own (`extra`): a current page stays current.
            sheet.pages.append(status)
        }
        return sheet
    }

    /// Page `page` of the contact sheet's status in `output` (the first), were its fingerprint
    /// `source`: its recorded file as drawn, and its recorded fingerprint.
    func sheetStatus(_ sheet: SheetPlan, page: Int, source: String, in output: BuildOutput, state: BuildState,
                     trust: FileTrust?) -> AssetStatus {
        let relative = output.relativePath(sheet.url(ofPage: page))
        // A page the record lacks (a sheet moved, or grown a page) is judged by the sheet's fingerprints alone.
        let pageRecord = state.assets[Self.sheetID].map { record in
            RecordEntry(files: record.files[relative].map { [relative: $0] } ?? [:], source: sheet.recorded[page],
                        options: record.options, version: record.version)
        }
        return AssetStatus.of(record: pageRecord, source: source, options: Self.sheetOptions(sheet.relativePath), in: output, trust: trust)
    }
}
