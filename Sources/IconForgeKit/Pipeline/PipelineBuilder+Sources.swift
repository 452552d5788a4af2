import Foundation

extension PipelineBuilder {
    /// Reads, all at once on pooled threads, the sources of the assets this build renders (out
    /// of date in some output, or shown on a page of the contact sheet drawn again) that the plan
    /// knew by their kept hash alone (`SourceTrust`). One that cannot be read now, or holds another
    /// drawing than its hash says (written after its stamp was taken), stops the build before
    /// anything is written, as an unreadable source does when planned: an asset rendered for the
    /// sheet alone would otherwise be drawn from no bytes and fail as a drawing.
    func readSources(_ survey: Survey) throws {
        var unread: [(asset: PlannedAsset, source: IconSource)] = []
        let pages = Set(survey.sheet?.stalePages ?? [])
        for (index, (asset, statuses)) in zip(survey.assets, survey.statuses).enumerated()
            where statuses.contains(where: { $0 != .upToDate }) || survey.sheet.map({ pages.contains($0.page(of: index)) }) == true {
            guard case .icon(let source, _) = asset.kind else { continue }
            for drawing in [source] + (asset.selected.map { [$0] } ?? []) where !drawing.isRead { unread.append((asset, drawing)) }
        }
        guard !unread.isEmpty else { return }
        let sources = unread.map(\.source)
        let failures = [InputError?](concurrentlyMapping: unread.count, chunk: 4) { index in
            if case .failure(let error) = sources[index].read() { return error }
            return nil
        }
        guard let failed = zip(unread, failures).first(where: { $0.1 != nil }) else { return }
        // Its kept hash is not trusted again: the next build reads it.
        survey.sources?.save()
        throw ManifestError(file: manifest.file.path, line: failed.0.asset.line,
                            .sourceUnreadable(failed.0.source.displayName, failed.1!.shown(as: failed.0.source.displayName)))
    }
}
