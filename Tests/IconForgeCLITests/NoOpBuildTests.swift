import Foundation
import XCTest

/// `iconforge build` with nothing to do stops at its proof (`NoOpProof`) once a build found
/// nothing to do with every file older than the two-second window; what changes behind it is
/// still built, and a killed run's temporary still goes.
final class NoOpBuildTests: XCTestCase {
    /// A project with two icons in a catalog and `res/`, built, then built with nothing to do
    /// once its files are past the window (which keeps the proof); the stamp cache in `cache`.
    func makeProvenProject() throws -> (project: URL, environment: [String: String]) {
        let folder = try makeTemporaryFolder(self)
        let project = folder.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("art"), withIntermediateDirectories: true)
        try write(discSVG, to: "art/house.svg", in: project)
        try write(discSVG.replacingOccurrences(of: "r=\"9\"", with: "r=\"7\""), to: "art/shed.svg", in: project)
        try write("outputs:\n  - xcassets: out/Icons.xcassets\n  - android: out/res\nicons:\n  - source: art/*.svg\n",
                  to: "iconforge.yml", in: project)
        let environment = ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path]
        XCTAssertEqual(try CLI.run(["build", "-q"], in: project, environment: environment).status, 0)
        // Stamps younger than the file system's coarsest clock tick are not trusted.
        usleep(2_100_000)
        XCTAssertEqual(try CLI.run(["build", "-q"], in: project, environment: environment).status, 0)
        let proofs = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("cache/iconforge/stamps").path)
        XCTAssertEqual(proofs.filter { $0.hasSuffix(".noop") }.count, 1, "\(proofs)")
        return (project, environment)
    }

    func testAProvenBuildSaysWhatABuildWithNothingToDoSays() throws {
        let (project, environment) = try makeProvenProject()
        let run = try CLI.run(["build", "-v"], in: project, environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").dropLast().joined(separator: "\n"),
                       "icons/house: unchanged\nicons/shed: unchanged\ncontact sheet iconforge-previews/ContactSheet.png: unchanged")
        XCTAssertTrue(run.stdout.contains("iconforge build: 0 built, 2 unchanged, 0 failed, 0 removed"), run.stdout)
    }

    func testAChangedSourceIsBuiltAndADeadRunsTemporaryGoes() throws {
        let (project, environment) = try makeProvenProject()
        let temporary = project.appendingPathComponent("out/res/drawable-xhdpi/.iconforge-tmp-999999999-1-ic_tab_house.png")
        try Data("half".utf8).write(to: temporary)
        try write(discSVG.replacingOccurrences(of: "r=\"9\"", with: "r=\"5\""), to: "art/shed.svg", in: project)
        let run = try CLI.run(["build"], in: project, environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("1 built, 1 unchanged"), run.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary.path))
    }
}
