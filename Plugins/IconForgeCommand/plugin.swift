import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory iconforge <command> [options]`: runs
/// the iconforge tool, built from source as part of the package graph, in the package's folder,
/// so an app package needs no separate install. Every argument goes to iconforge unchanged
/// (`build`, `build --check`, `codegen --catalog ... -o ...`, `lint`, ...).
@main
struct IconForgeCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "iconforge")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        // iconforge.yml and every relative path are resolved against the package, as in a terminal there.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // iconforge has already said why on stderr; this only sets the exit status.
            throw IconForgeFailed(status: process.terminationStatus)
        }
    }
}

/// iconforge exited with a non-zero status.
struct IconForgeFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "iconforge exited with status \(status)" }
}
