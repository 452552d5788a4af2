import Foundation

extension BundleSession {
    /// Who else recorded writing `relative` in this bundle (another manifest's build, the
    /// `icon` command), for a refusal's words; read from disk once, on the first refusal.
    func otherWriter(of relative: String) -> String? {
        ledger.withLock { ledger in
            if ledger.writers == nil {
                var found: [String: String] = [:]
                let mine = ledger.store.writer
                let command = OwnershipRecord.load(from: root)
                if command.writer != mine {
                    for files in command.assets.values { for path in files.keys { found[path] = command.writer } }
                }
                if let state = try? BuildState.load(from: root, manifest: "") {
                    for (path, manifests) in state.otherFiles() {
                        found[path] = found[path] ?? manifests.map { "iconforge build for \($0)" }.first { $0 != mine }
                    }
                    for files in state.assets.values where !(ledger.store is BuildState) {
                        for path in files.files.keys { found[path] = "iconforge build" }
                    }
                }
                ledger.writers = found
            }
            return ledger.writers?[relative]
        }
    }
}
