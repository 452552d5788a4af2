import Foundation

/// Which paths an output's build state may name. The state file is data a pull request can
/// change, so a recorded path counts only when it resolves (links and `..` followed) to
/// where iconforge writes for that output: inside its folder, inside the previews folder,
/// or the contact sheet. A preview or sheet left behind by an earlier manifest (previews
/// moved or switched off) is still recognised by its name inside the project's folder.
public struct OwnedPath: Sendable {
    let root: String
    let previews: String?
    let sheet: String?
    let project: String

    public init(root: URL, previews: URL?, sheet: URL?, project: URL) {
        self.root = RealPath.of(root.path)
        self.previews = previews.map { RealPath.of($0.path) }
        self.sheet = sheet.map { RealPath.of($0.path) }
        self.project = RealPath.of(project.path)
    }

    /// The real path of `relative` as recorded for asset `id`, or nil when iconforge would
    /// never have written there.
    public func resolve(_ relative: String, id: String) -> String? {
        guard !relative.isEmpty, !relative.hasPrefix("/"), !relative.contains("\0") else { return nil }
        let path = RealPath.of(root + "/" + relative)
        guard path != root else { return nil }
        if RealPath.isInside(path, root) || path == sheet { return path }
        if let previews, RealPath.isInside(path, previews), path != previews { return path }
        guard RealPath.isInside(path, project) else { return nil }
        let name = (path as NSString).lastPathComponent
        if id == PipelineBuilder.sheetID { return name.hasSuffix(".png") ? path : nil }
        let assetName = id.split(separator: "/").last.map(String.init) ?? id
        return name == "\(assetName)-preview.png" ? path : nil
    }

    /// The real path of `relative` when it may be deleted: it resolves where `resolve`
    /// allows and is a plain file there, not a link or a folder.
    public func deletable(_ relative: String, id: String) -> String? {
        guard let path = resolve(relative, id: id) else { return nil }
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return path
    }

    /// The note for a recorded file that is not deleted because it is a link, a folder or
    /// outside the output; nil when nothing is there.
    static func leftInPlace(_ path: String, shown: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return "\(shown) is not where iconforge writes (a link, a folder, or outside the output), so it was left in place"
    }

    /// `state` without the records naming paths they may not, and one line for each.
    public func trusted(_ state: BuildState) -> (state: BuildState, notes: [(id: String, message: String)]) {
        var trusted = state
        var notes: [(id: String, message: String)] = []
        for (id, record) in state.assets.sorted(by: { $0.key < $1.key }) {
            let refused = record.files.keys.filter { resolve($0, id: id) == nil }.sorted()
            guard !refused.isEmpty else { continue }
            // The whole record goes: the asset is written again, and nothing it names is deleted.
            trusted.assets.removeValue(forKey: id)
            notes.append((id, "the build state records \(refused.joined(separator: ", ")) outside the output; "
                              + "the record is ignored and nothing there is touched"))
        }
        return (trusted, notes)
    }
}
