import ArgumentParser
import Foundation
import IconForgeKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter iconforge.yml for the SVGs in the current folder.",
        discussion: """
        The manifest renders every SVG here into Assets/Icons.xcassets, with a contact sheet; the \
        other keys are shown as comments. An existing iconforge.yml is never overwritten. Then run \
        `iconforge build`.

        Exit status: 0 when the manifest was written, 1 when it could not be, 64 on a usage error.
        """
    )

    func run() throws {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let manifest = folder.appendingPathComponent(StarterManifest.fileName)
        if FileManager.default.fileExists(atPath: manifest.path) {
            Console.error(StarterManifest.fileName, "already exists; edit it, or remove it to start again")
            throw ExitCode.failure
        }
        do {
            let svgs = try StarterManifest.svgFiles(in: folder)
            try AtomicFile.write(Data(StarterManifest.text(svgs: svgs).utf8), to: manifest)
            let what = svgs.isEmpty ? "no SVG here, so two bundled templates" : "\(svgs.count) SVG\(svgs.count == 1 ? "" : "s")"
            Console.out("wrote \(StarterManifest.fileName) (\(what)); next: iconforge build")
        } catch {
            Console.error(StarterManifest.fileName, error.plainReason)
            throw ExitCode.failure
        }
    }
}
