import Foundation
import PackagePlugin

/// Compiles every file of the top-level `Templates/` folder into the library, so the
/// built or installed binary finds its templates from any directory without a
/// resource bundle (whose absence would crash `Bundle.module`).
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "Templates")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let inputs = names
            .filter { !$0.hasPrefix(".") }
            .sorted()
            .map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) templates",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs + [folder],
                outputFiles: [output]
            )
        ]
    }
}
