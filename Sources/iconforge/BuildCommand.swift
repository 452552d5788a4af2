import ArgumentParser
import Foundation
import Synchronization
import IconForgeKit

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        _superCommandName: DirectParse.superCommandName,
        abstract: "Build every asset the manifest (iconforge.yml) declares, incrementally.",
        discussion: """
        Only assets whose source, options or iconforge version changed, or whose files are missing or \
        were edited by hand, are rendered again. Assets removed from the manifest are removed from the \
        outputs (only files iconforge recorded writing). Also writes the contact sheet.

        Exit status: 0 on success; 1 when an asset failed, the manifest is invalid, or --check found \
        anything out of date; 64 on a usage error.
        """
    )

    @Option(name: .shortAndLong, help: ArgumentHelp(
        "The manifest to build (default: iconforge.yml in this folder or the nearest parent that has one).",
        valueName: "path"))
    var manifest: String?

    @Flag(help: "Write nothing; list every asset that is missing, stale or hand-modified, and fail if any is.")
    var check = false

    @Flag(help: "Print a machine-readable JSON report on stdout.")
    var json = false

    @Flag(help: "Treat warnings as errors: an asset with a warning is not written.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only errors and warnings: no progress line, no summary.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Also print one line per asset: what happened to it, and why.")
    var verbose = false

    @OptionGroup(title: "Rendering")
    var rendering: RenderOptions

    @OptionGroup(title: "Output")
    var output: OutputOptions

    func validate() throws {
        if quiet && verbose { throw ValidationError("give -q (--quiet) or -v (--verbose), not both") }
    }

    func run() throws {
        output.applyEncoding()
        guard let manifest = manifest ?? ManifestDiscovery.find(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) else {
            try fail(StarterManifest.fileName, nil, "not found in this folder or any parent; "
                + "write one with `iconforge init`, or give --manifest")
        }
        if self.manifest == nil, manifest != StarterManifest.fileName, !quiet, !json {
            // Found in a parent folder: say which, as the paths in it are relative to it.
            Console.out("using \(manifest)")
        }
        let url = URL(fileURLWithPath: manifest)
        let report: BuildReport
        var roots = [url.deletingLastPathComponent()]
        let progress = ProgressLine(enabled: !json && !quiet && isatty(STDERR_FILENO) == 1)
        do {
            let parsed = try ManifestParser.load(url)
            roots += parsed.outputs.map { parsed.resolve($0.path) }
            var builder = PipelineBuilder(manifest: parsed, rasterizer: rendering.makeRasterizer()) { event in
                switch event {
                case .progress(let done, let total, let asset): progress.show("[\(done)/\(total)] \(asset)")
                case .failed(let asset, let error): progress.above { Console.error(asset, error) }
                case .warning(let asset, let message): progress.above { Console.warning(asset, message) }
                }
            }
            builder.strict = strict
            builder.allowsExternalFiles = rendering.allowExternalFiles
            builder.maximumInputBytes = rendering.maxInputSize.bytes
            builder.reportsFiles = json
            // The build's records and stamps are left for the process's end to take back (`ProcessRemains`).
            var remains: BuildRemains?
            report = check ? try builder.check() : try builder.build(keeping: &remains)
            ProcessRemains.keep(remains)
        } catch let error as ManifestError {
            // The manifest as the person typed it (or as it was found), not its absolute path.
            let file = error.file == url.path ? manifest : error.file
            try fail(file, error.line, error.reason)
        } catch let error as BundleError {
            // An output that cannot be written at all (its folder is a file, its state unreadable).
            progress.clear()
            Console.error(error)
            if json { Console.out(BuildReport.failureJSON(file: error.path, line: nil, reason: error.reason, check: check).xcodeText, terminator: "") }
            throw ExitCode.failure
        } catch {
            progress.clear()
            try fail(manifest, nil, error.plainReason)
        }
        progress.clear()
        if check {
            for entry in report.entries where ![.unchanged, .built].contains(entry.outcome) {
                Console.error(entry.id, "\(entry.outcome.rawValue): \(entry.reasons.joined(separator: "; "))")
            }
        }
        if json {
            Console.out(report.json.xcodeText, terminator: "")
        } else if !quiet {
            if verbose { report.detailLines.forEach { Console.out($0) } }
            // What the stamp cache did not spare, and why it was not kept when it was not: said only with -v.
            if verbose && !check { Console.note(report.work.line) }
            Console.out(report.summary)
        }
        if !check { try output.synchronize(roots) }
        if report.failed { throw ExitCode.failure }
    }

    /// One error line about `file` (and `line`), the same as a JSON object with `--json`, and exit 1.
    private func fail(_ file: String, _ line: Int?, _ reason: String) throws -> Never {
        Console.error(line.map { "\(file):\($0)" } ?? file, reason)
        if json { Console.out(BuildReport.failureJSON(file: file, line: line, reason: reason, check: check).xcodeText, terminator: "") }
        throw ExitCode.failure
    }
}

/// The live `[312/1040] icons/settings` line on a terminal; silent otherwise.
final class ProgressLine: Sendable {
    let enabled: Bool
    private let shown = Mutex(false)

    init(enabled: Bool) {
        self.enabled = enabled
    }

    func show(_ text: String) {
        guard enabled, !Console.isSilenced else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
        shown.withLock { $0 = true }
    }

    /// Prints a diagnostic on its own line, above the progress line.
    func above(_ print: () -> Void) {
        clear()
        print()
    }

    func clear() {
        guard enabled, shown.withLock({ $0 }) else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        shown.withLock { $0 = false }
    }
}
