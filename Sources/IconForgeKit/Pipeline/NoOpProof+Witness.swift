import Foundation

extension NoOpProof {
    /// The stamps of what a build is about to read besides its recorded files, taken before it
    /// reads them (a change after that changes the stamp): the manifest, every source file,
    /// selected drawing and button template, the folders source patterns list, each output's
    /// state, and every folder of the outputs (walked whole, links not followed; their
    /// `Contents.json` files too, which the catalog's symbol check reads) and of the previews and
    /// the sheet. Nil when one is missing, a source pattern has a wildcard in a folder name (the
    /// folders it lists are not known here), or a folder holds a temporary (a run's, to be
    /// cleared by a build that goes the whole way).
    static func witness(of manifest: Manifest) -> [String: FileStamp]? {
        guard let read = manifest.read else { return nil }
        var stamps = [manifest.file.path: read.stamp]
        var paths: [String] = []
        for entry in manifest.icons {
            for source in entry.sources {
                if Glob.isPattern(source) {
                    let absolute = manifest.resolve(source).path
                    let folder = (absolute as NSString).deletingLastPathComponent
                    guard !Glob.isPattern(folder) else { return nil }
                    paths.append(folder)
                } else if FileStamp.isFolder(manifest.resolve(source).path) {
                    paths.append(manifest.resolve(source).path)
                }
                for case .file(let path) in IconInput.expand(source: source, in: manifest.folder) { paths.append(path) }
            }
            for path in [entry.selected, entry.ultralight, entry.black].compactMap({ $0 }) { paths.append(manifest.resolve(path).path) }
        }
        paths += manifest.buttons.compactMap { $0.template.map { manifest.resolve($0).path } }
        let roots = manifest.outputs.map { manifest.resolve($0.path).path }
        paths += roots.map { $0 + "/" + BuildState.fileName }
        for path in paths {
            guard let stamp = FileStamp.of(path) else { return nil }
            stamps[path] = stamp
        }
        var folders = roots
        if let previews = manifest.previews { folders.append(manifest.resolve(previews).path) }
        if let sheet = manifest.contactSheet { folders.append(manifest.resolve(sheet).deletingLastPathComponent().path) }
        for folder in Set(folders) {
            guard walk(folder, depth: 0, into: &stamps) else { return nil }
        }
        return stamps
    }

    /// Stamps `folder`, its `Contents.json` and `.iconforge-previews.json`, and its folders,
    /// down to `maximumDepth`; false at a temporary, an unreadable folder or too deep a tree.
    private static func walk(_ folder: String, depth: Int, into stamps: inout [String: FileStamp]) -> Bool {
        guard depth < maximumDepth, let stamp = FileStamp.of(folder), let entries = try? FolderListing.entries(of: folder) else {
            return false
        }
        stamps[folder] = stamp
        for entry in entries {
            guard let name = entry.name, !name.hasPrefix(AtomicFile.temporaryPrefix) else { return false }
            let path = folder + "/" + name
            if entry.kind == .folder, !entry.isSymbolicLink {
                guard walk(path, depth: depth + 1, into: &stamps) else { return false }
            } else if name == "Contents.json" || name == PreviewRecord.fileName {
                guard let stamp = FileStamp.of(path) else { return false }
                stamps[path] = stamp
            }
        }
        return true
    }

    /// Deeper than any tree iconforge writes (groups in a catalog nest a few levels).
    static let maximumDepth = 12
}
