import ArgumentParser
import Foundation
import IconForgeKit

@main
struct IconForge: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "iconforge",
        abstract: "Render SVG templates into tab-bar icons and stretchable buttons, as ready-to-use asset bundles.",
        // --help and the manual (docs/man/iconforge.1, generated from this parser) stay short; the docs carry the detail.
        discussion: "Each command's --help lists its options. README.md and the docs/ folder of iconforge's source tell the rest: every command, the iconforge.yml manifest, CI and the SwiftPM plugin.",
        version: IconForgeVersion.string,
        subcommands: [IconCommand.self, ButtonCommand.self, BuildCommand.self, InitCommand.self, TemplatesCommand.self,
                      CodegenCommand.self, InspectCommand.self, LintCommand.self, DiffCommand.self, WorkerCommand.self]
    )

    /// Parses and runs like ArgumentParser's `main()`, but every usage error is one
    /// `iconforge: error: <what>: <why>` line, as every other error is.
    static func main() {
        // Results go to stdout through stdio, diagnostics straight to stderr: sent to one file
        // (`>log 2>&1`), a fully buffered stdout came out in 4 KiB blocks at exit, split mid-line
        // and after every warning. A line each, as on a terminal, keeps them whole and in order.
        StandardOutput.lineBuffered()
        // The commands that render get their first worker now, while this process has one thread.
        CommandStep.main.reached()
        let given = Array(CommandLine.arguments.dropFirst())
        // `--version` alone is answered here, in the words ArgumentParser would print: its
        // answer came after its reflection over every command's options, a quarter of what the
        // process did after the dynamic linker (docs/performance.md, Start-up).
        if given == ["--version"] {
            print(IconForgeVersion.string)
            return
        }
        if let command = given.first, ["icon", "button", "build"].contains(command), WorkerProgram.chosen == nil {
            StandbyWorker.fork(warming: .for(given))
        }
        CommandStep.standbyForked.reached()
        if given.first != WorkerService.commandName {
            StopSignals.install(command: given.first.flatMap { commandNames.contains($0) ? $0 : nil })
        }
        CPUReport.installIfRequested()
        let arguments = RawArguments.arguments
        if let mistake = UsageProblem.unknownCommand(in: arguments) {
            Console.error(mistake.subject, mistake.reason)
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
        do {
            var command = try DirectParse.parse(PositionalRuns.pack(NegativeValues.attach(arguments), commands: PositionalRuns.commands))
            CommandStep.parsed.reached()
            try command.run()
            CommandStep.commandDone.reached()
        } catch {
            let status = exitCode(for: error)
            // Help, --version, completion scripts and statuses set by a command keep ArgumentParser's handling.
            if status == .success || error is ExitCode { exit(withError: error) }
            let problem = UsageProblem(message: message(for: error), arguments: arguments)
            Console.error(problem.subject, problem.reason)
            Foundation.exit(status.rawValue)
        }
    }

    /// The names a person can type (the worker is not one of them).
    static var commandNames: [String] {
        configuration.subcommands.map { $0.configuration }.filter(\.shouldDisplay).compactMap(\.commandName)
    }
}
