import Foundation

extension BundleSession {
    /// The record `load` reads from `root`. One that is no record (git's conflict markers, cut
    /// off, over `RecordFile.limit`) is set aside beside itself by a run that writes, which then
    /// starts from an empty record: it knows nothing of what that one named, so it deletes none
    /// of it, and files of it in the way are refused as the user's until the record is back or
    /// the user consents. `build --check`, which writes nothing, fails on it instead.
    static func open(_ root: URL, load: (URL) throws -> Store,
                     options: Options) throws -> (store: Store, setAside: (path: String, message: String)?) {
        do {
            return (try load(root), nil)
        } catch BundleError.unreadableRecord(let path, let problem) where options.locks {
            let message = try RecordFile.setAside(URL(fileURLWithPath: path), reason: problem, consent: options.consent)
            return (try load(root), (path, message))
        } catch BundleError.unreadableRecord(let path, let problem) {
            throw BundleError.unreadableRecordLeft(path: path, problem: problem)
        }
    }
}
