import Foundation

extension BundleSession {
    /// The record `load` reads from `root`. One that is no record (git's conflict markers, cut
    /// off, over `RecordFile.limit`) is set aside beside itself by a run that writes, which then
    /// starts from an empty record: it knows nothing of what that one named, so it deletes none
    /// of it, and files of it in the way are refused as the user's until the record is back or
    /// the user consents. `build --check`, which writes nothing, fails on it instead.
    /// A run that writes first moves what earlier versions' record files hold into the one
    /// record (`BundleRecord.migrate`), so they are read once.
    static func open(_ root: URL, load: (URL) throws -> Store,
                     options: Options) throws -> (store: Store, setAside: (path: String, message: String)?) {
        func migrated(_ root: URL) throws -> Store {
            if options.locks, FileManager.default.fileExists(atPath: root.path) { try BundleRecord.migrate(in: root) }
            return try load(root)
        }
        if options.locks {
            for folder in [options.previews, options.sheet?.deletingLastPathComponent()].compactMap({ $0 }) { PreviewFolders.migrate(folder) }
        }
        do {
            return (try migrated(root), nil)
        } catch BundleError.unreadableRecord(let path, let problem) where options.locks {
            let message = try RecordFile.setAside(URL(fileURLWithPath: path), reason: problem, consent: options.consent)
            return (try migrated(root), (path, message))
        } catch BundleError.unreadableRecord(let path, let problem) {
            throw BundleError.unreadableRecordLeft(path: path, problem: problem)
        }
    }
}
