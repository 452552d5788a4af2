import ArgumentParser
import Foundation
import IconForgeKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter iconforge.yml for the SVGs, asset catalog and Android res/ folder found here.",
        discussion: """
        The manifest renders the SVGs found below this folder into the app's catalog and res/ \
        folder (or a new Assets/Icons.xcassets), leaving out names already taken there. An SVG \
        named after another with a suffix such as -fill or _fill (home_fill.svg) is that icon's \
        selected drawing. An existing iconforge.yml is kept unless --force. Then run `iconforge build`.

        Exit status: 0 when the manifest was written, 1 when it could not be, 64 on a usage error.
        """
    )

    @Flag(help: "Replace an existing iconforge.yml.")
    var force = false

    /// How many names that are not UTF-8 are listed one per line before the rest are counted.
    static let listedNames = 5

    func run() throws {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let manifest = folder.appendingPathComponent(StarterManifest.fileName)
        if !force, FileManager.default.fileExists(atPath: manifest.path) {
            Console.error(StarterManifest.fileName, "already exists; edit it, or replace it with `iconforge init --force`")
            throw ExitCode.failure
        }
        let survey = ProjectSurvey.survey(folder)
        for name in survey.undecodable.prefix(Self.listedNames) {
            Console.warning(name, "left out: \(InputError.nameNotUTF8)")
        }
        if survey.undecodable.count > Self.listedNames {
            Console.warning(nil, "\(survey.undecodable.count - Self.listedNames) more names that are not UTF-8 left out")
        }
        if survey.isPartial {
            Console.warning(nil, "stopped looking after \(ProjectSurvey.maximumEntries) files; run init in the app's own folder")
        }
        let plan = StarterPlan(survey: survey, root: folder)
        do {
            try AtomicFile.write(Data(StarterManifest.text(plan).utf8), to: manifest)
        } catch {
            Console.error(StarterManifest.fileName, error.plainReason)
            throw ExitCode.failure
        }
        Console.out(plan.foundLine)
        Console.out(plan.choiceLine)
    }
}
