import ArgumentParser
import Foundation
import IconForgeKit

/// How the PNGs are encoded and whether the outputs are flushed to disk, for the commands
/// that write images (icon, button, build).
struct OutputOptions: ParsableArguments {
    @Flag(help: "Try every zlib strategy and PNG filter for each image and keep the smallest: a little smaller, several times slower to encode.")
    var optimize = false

    @Flag(help: "Flush the outputs' file system to disk once at the end (syncfs). Off by default: files are still replaced atomically, and outputs can be rebuilt.")
    var fsync = false

    /// Sets this process's encoding effort; call before anything is encoded.
    func applyEncoding() {
        PNGEffort.current = optimize ? .maximal : .standard
    }

    /// With --fsync, flushes each file system holding one of `roots` once; a failure is one error line.
    func synchronize(_ roots: [URL]) throws {
        guard fsync else { return }
        var flushed = Set<UInt64>()
        for root in roots {
            do {
                try AtomicFile.synchronizeFileSystem(containing: root, skipping: &flushed)
            } catch {
                Console.error(root.path, "cannot flush to disk: \(error.plainReason)")
                throw ExitCode.failure
            }
        }
    }
}

extension OutputOptions {
    /// An empty `--out` or `--preview-dir` would mean the current folder; refuse it rather
    /// than spread a bundle there.
    static func requirePaths(out: String?, previewDir: String?) throws {
        if out?.isEmpty == true { throw ValidationError("--out needs a path, not an empty one") }
        if previewDir?.isEmpty == true { throw ValidationError("--preview-dir needs a path, not an empty one") }
    }
}
