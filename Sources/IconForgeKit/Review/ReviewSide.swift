import Foundation

/// One side of a review (the base revision, or now): every asset's files in every output,
/// with their bytes, as the outputs' records name them.
struct ReviewSide: Sendable {
    /// A file of one output: the output's folder (absolute, standardized) and its path inside.
    struct FileKey: Hashable, Sendable, Comparable {
        var root: String
        var path: String

        static func < (a: FileKey, b: FileKey) -> Bool { (a.root, a.path) < (b.root, b.path) }
    }

    /// Asset id -> its files -> their bytes (nil: recorded, but not there).
    var assets: [String: [FileKey: Data?]] = [:]
    /// The outputs this side's manifest writes, by folder.
    var outputs: [String: BuildOutput] = [:]

    /// Whether `id` names an asset (`icons/…`, `buttons/…`), not the contact sheet or the Swift
    /// file, which records hold beside them.
    static func isAsset(_ id: String) -> Bool { id.hasPrefix("icons/") || id.hasPrefix("buttons/") }

    /// Whether a recorded path is inside its output: a preview picture beside it (`../…`) is
    /// no output of the asset.
    static func isInside(_ path: String) -> Bool { !path.hasPrefix("../") && !path.hasPrefix("/") }

    /// The outputs of `manifest`, as the build opens them; an output whose settings the
    /// format refuses is left out (the build would stop on it, and says why).
    static func outputs(of manifest: Manifest) -> [String: BuildOutput] {
        var outputs: [String: BuildOutput] = [:]
        for output in manifest.outputs {
            guard var built = try? BuildOutput(format: output.format, path: output.path, root: manifest.resolve(output.path),
                                               options: output.options) else { continue }
            built.assets = output.assets
            outputs[built.root.path] = built
        }
        return outputs
    }

    /// The manifest's key in the records of `output` (`../iconforge.yml`), as the build files its records.
    static func recordKey(of manifest: URL, in output: BuildOutput) -> String {
        output.relativePath(manifest.standardizedFileURL)
    }
}
