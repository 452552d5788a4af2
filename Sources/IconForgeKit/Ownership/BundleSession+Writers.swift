import Foundation

extension BundleSession {
    /// Who else recorded writing `relative` in this bundle (another manifest's build, the
    /// `icon` command), for a refusal's words; read from disk once, on the first refusal.
    func otherWriter(of relative: String) -> String? {
        ledger.withLock { ledger in
            if ledger.writers == nil {
                var found: [String: String] = [:]
                let mine = ledger.store.writer
                let record = (try? BundleRecord.read(from: root)) ?? BundleRecord()
                let command = WriterRecord.Writer.commands.name
                if command != mine {
                    for entry in record.commands.values { for path in entry.files.keys { found[path] = command } }
                }
                for (manifest, entries) in record.manifests.sorted(by: { $0.key < $1.key }) {
                    let writer = WriterRecord.Writer.manifest(manifest).name
                    guard writer != mine else { continue }
                    for entry in entries.values { for path in entry.files.keys where found[path] == nil { found[path] = writer } }
                }
                ledger.writers = found
            }
            return ledger.writers?[relative]
        }
    }
}
