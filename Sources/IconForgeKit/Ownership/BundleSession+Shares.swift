import Foundation

extension BundleSession {
    /// What asset `id` put into the shared `Contents.json` files `written` wrote, for the record
    /// (`recorded`: the files it records now, `previous`: until now), and as recorded until now
    /// (for pruning what it no longer writes). A `properties` key an earlier run set stays
    /// iconforge's while it keeps iconforge's value, though this run found it there. A share is
    /// recorded only where it says more than the files do (`ContentsShare.derived`): most
    /// records stay the size they were.
    func shares(_ written: BundleWrite, of id: String, recorded: [String: String],
                previous: [String: String]) -> (record: [String: ContentsShare], earlier: [String: ContentsShare]) {
        let earlier = ledger.withLock { $0.store.shares(of: id) }
        var record = earlier
        for (path, write) in written.shares {
            let folder = RelativePath.folder(of: path), prefix = folder + "/"
            let owned = Set(recorded.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) })
            let derived = ContentsShare.derived(from: write.members, folder: folder, owned: owned)
            let share = write.share.keeping(earlier[path] ?? (previous[path] != nil ? derived : nil), in: write.members)
            record[path] = share.says(derived) ? nil : share
        }
        return (record, earlier)
    }
}
