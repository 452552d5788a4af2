import ArgumentParser
import IconForgeKit

struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List the bundled SVG templates."
    )

    func run() throws {
        for template in TemplateLibrary.all {
            let kind = template.isParameterised ? "button template" : "icon"
            Console.out("\(template.fileName.padding(toLength: 18, withPad: " ", startingAt: 0)) \(kind)")
        }
    }
}
