import ArgumentParser
import IconForgeKit

@main
struct IconForge: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "iconforge",
        abstract: "Render SVG templates into tab-bar icons and stretchable buttons, as ready-to-use asset bundles.",
        version: IconForgeVersion.string,
        subcommands: [IconCommand.self, ButtonCommand.self, BuildCommand.self, TemplatesCommand.self, CodegenCommand.self,
                      InspectCommand.self, LintCommand.self, WorkerCommand.self]
    )

    static func main() {
        CPUReport.installIfRequested()
        main(nil)
    }
}
