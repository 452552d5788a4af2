import ArgumentParser
import Foundation
import IconForgeKit

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show which assets look different from a commit: the manifest's committed outputs, as pictures.",
        discussion: """
        Run in a git checkout whose manifest writes committed outputs. Compares every output file \
        as committed at --base (read with git; nothing is checked out) with the file as it is now, \
        by its decoded pixels: a file whose bytes differ but whose pixels do not is unchanged. Prints \
        one line per changed, added or removed asset, then the counts, and writes review.json, \
        summary.md and the review page (index.html) into --out.

        Exit status: 0; 1 with --fail-on-change when an asset looks different, outside a git \
        checkout, with an unknown --base, or when the outputs cannot be read; 64 on a usage error.
        """
    )

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The manifest (default: iconforge.yml in this folder or the nearest parent that has one).", valueName: "path"))
    var manifest: String?

    @Option(help: ArgumentHelp("The commit to compare with: a sha, branch or tag (in CI, the pull request's base).", valueName: "rev"))
    var base = "HEAD"

    @Option(help: ArgumentHelp("The review folder: review.json, summary.md, index.html (outside every output).", valueName: "dir"))
    var out = ReviewFolder.defaultPath

    @Flag(help: "Exit with status 1 when any asset was changed, added or removed.")
    var failOnChange = false

    @Option(help: ArgumentHelp("Also append summary.md to this file (e.g. \"$GITHUB_STEP_SUMMARY\").", valueName: "file"))
    var summary: String?

    @Option(help: ArgumentHelp("Where the review folder is published: summary.md shows before/after thumbnails from there.",
                               valueName: "url"))
    var imageURL: String?

    func validate() throws {
        if base.isEmpty { throw ValidationError("--base must name a revision") }
        if out.isEmpty { throw ValidationError("--out must name a folder") }
        if let imageURL, !(imageURL.hasPrefix("https://") || imageURL.hasPrefix("http://")) {
            throw ValidationError("--image-url must be an http:// or https:// address, not '\(imageURL)'")
        }
    }

    func run() throws {
        guard let manifest = manifest ?? ManifestDiscovery.find(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) else {
            Console.error(StarterManifest.fileName, "not found in this folder or any parent; write one with `iconforge init`, or give --manifest")
            throw ExitCode.failure
        }
        let url = URL(fileURLWithPath: manifest)
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        let review: Review
        do {
            let parsed = try ManifestParser.load(url)
            try ReviewFolder.check(folder, shown: out, in: parsed)
            review = try ReviewMaker(manifest: url, shown: manifest, base: base, rasterizer: Self.rasterizer()).make()
            try ReviewFolder(folder: folder, imageURL: imageURL, page: ReviewPage()).write(review)
            if let summary { try Self.append(review.summary(imageURL: imageURL), to: summary) }
        } catch let error as ReviewError {
            Console.error(error.subject, error.reason)
            throw ExitCode.failure
        } catch let error as ManifestError {
            let file = error.file == url.path ? manifest : error.file
            Console.error(error.line.map { "\(file):\($0)" } ?? file, error.reason)
            throw ExitCode.failure
        } catch let error as BundleError {
            Console.error(error)
            throw ExitCode.failure
        } catch {
            Console.error(out, error.plainReason)
            throw ExitCode.failure
        }
        for line in review.lines { Console.out(line) }
        Console.out(review.counts.line)
        if failOnChange, review.counts.anyVisible { throw ExitCode.failure }
    }

    /// Render workers for the symbols whose bytes differ, with the limits every render has.
    private static func rasterizer() -> Rasterizer {
        WorkerPoolRasterizer(WorkerPool.Configuration(executable: WorkerProgram.executable, reapsIdleWorkers: false))
    }

    /// Appends `text` to `path` (a job summary file is appended to), creating it when missing.
    private static func append(_ text: String, to path: String) throws {
        guard let handle = FileHandle(forWritingAtPath: path) else {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                throw ReviewError.cannotWrite(path: path, reason: error.plainReason)
            }
            return
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw ReviewError.cannotWrite(path: path, reason: error.plainReason)
        }
    }
}
