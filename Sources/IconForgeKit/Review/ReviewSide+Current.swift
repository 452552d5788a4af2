import Foundation

extension ReviewSide {
    /// The outputs as they are now: each output's record, read as the build reads it (nothing
    /// is written or migrated), and the bytes of every file it names.
    static func current(_ manifest: Manifest) throws -> ReviewSide {
        var side = ReviewSide(outputs: outputs(of: manifest))
        for (root, output) in side.outputs {
            let state = try BuildState.load(from: output.root, manifest: recordKey(of: manifest.file, in: output))
            for (id, files) in state.recordedFiles where isAsset(id) {
                for path in files.keys where isInside(path) {
                    let bytes: Data?
                    if case .data(let data) = PlainFile.read(output.filePath(path), limit: Int64(RecordFile.limit)) { bytes = data } else { bytes = nil }
                    side.assets[id, default: [:]][FileKey(root: root, path: path)] = .some(bytes)
                }
            }
        }
        return side
    }
}
