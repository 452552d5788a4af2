import ArgumentParser
import Foundation
import IconForgeKit

struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List the bundled SVG templates, or export one to customise.",
        discussion: """
        `--export button` writes button.svg into the current folder (or --out); edit it and give it \
        back with `iconforge button --template button.svg`. An existing file with other content is \
        never overwritten.
        """
    )

    @Option(help: ArgumentHelp("Write this bundled template (e.g. button, docs.svg) to a file.", valueName: "name"))
    var export: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Folder to export into (default: the current folder).", valueName: "path"))
    var out: String?

    func validate() throws {
        if out != nil && export == nil { throw ValidationError("--out needs --export") }
    }

    func run() throws {
        if let export {
            do {
                let file = try TemplateLibrary.export(export, to: URL(fileURLWithPath: out ?? "."))
                Console.out("wrote \(file.path)")
            } catch let error as TemplateLibrary.ExportError {
                Console.error(error.path ?? export, error.reason)
                throw ExitCode.failure
            }
            return
        }
        for template in TemplateLibrary.all {
            let kind = template.isParameterised ? "button template" : "icon"
            Console.out("\(template.fileName.padding(toLength: 18, withPad: " ", startingAt: 0)) \(kind)")
        }
    }
}
