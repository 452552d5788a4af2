import Foundation
import XCTest

/// `iconforge build` with nothing to do is a build like any other that finds nothing to do:
/// once a build has kept the stamps of files older than the two-second window, the next one
/// hashes, claims and scans nothing (`-v` says what it did); what changes behind it is still
/// built, a killed run's temporary still goes, and a cache it cannot write only slows it.
final class NoOpBuildTests: XCTestCase {
    /// A project with two icons in a catalog and `res/`, built, then built again once its files
    /// are past the window (which keeps their stamps); the stamp cache in `cache`.
    /// `cacheIsAFile`: a file stands where the cache folder goes.
    func makeSettledProject(cacheIsAFile: Bool = false) throws -> (project: URL, environment: [String: String]) {
        let folder = try makeTemporaryFolder(self)
        if cacheIsAFile { try Data("not a folder".utf8).write(to: folder.appendingPathComponent("cache")) }
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
        return (project, environment)
    }

    func testABuildWithNothingToDoSaysSoAndHashesNothing() throws {
        let (project, environment) = try makeSettledProject()
        let run = try CLI.run(["build", "-v"], in: project, environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").dropLast().joined(separator: "\n"),
                       "icons/house: unchanged\nicons/shed: unchanged\ncontact sheet iconforge-previews/ContactSheet.png: unchanged")
        XCTAssertTrue(run.stdout.contains("iconforge build: 0 built, 2 unchanged, 0 failed, 0 removed"), run.stdout)
        XCTAssertEqual(run.stderr, "iconforge: note: checked: 0 files hashed, 0 outputs claimed, 0 catalogs scanned for symbol clashes\n")
        XCTAssertEqual(try CLI.run(["build", "-q"], in: project, environment: environment).stderr, "", "said only with -v")
    }

    func testAChangedSourceIsBuiltAndADeadRunsTemporaryGoes() throws {
        let (project, environment) = try makeSettledProject()
        let temporary = project.appendingPathComponent("out/res/drawable-xhdpi/.iconforge-tmp-999999999-1-ic_tab_house.png")
        try Data("half".utf8).write(to: temporary)
        try write(discSVG.replacingOccurrences(of: "r=\"9\"", with: "r=\"5\""), to: "art/shed.svg", in: project)
        let run = try CLI.run(["build"], in: project, environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("1 built, 1 unchanged"), run.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary.path))
    }

    /// `XDG_CACHE_HOME` a file: every build works, hashing everything, and says nothing of it unless asked.
    func testACacheThatCannotBeWrittenOnlySlowsTheBuild() throws {
        let (project, environment) = try makeSettledProject(cacheIsAFile: true)
        let quiet = try CLI.run(["build"], in: project, environment: environment)
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertEqual(quiet.stderr, "")
        XCTAssertTrue(quiet.stdout.contains("0 built, 2 unchanged"), quiet.stdout)
        let verbose = try CLI.run(["build", "-v"], in: project, environment: environment)
        XCTAssertEqual(verbose.status, 0, verbose.stderr)
        XCTAssertTrue(verbose.stderr.hasPrefix("iconforge: note: checked: "), verbose.stderr)
        XCTAssertTrue(verbose.stderr.contains(" files hashed, 2 outputs claimed, 1 catalog scanned for symbol clashes; "
                                              + "the stamp cache was not kept: \(environment["XDG_CACHE_HOME"]!)/iconforge/stamps: "), verbose.stderr)
        XCTAssertFalse(verbose.stderr.contains(": 0 files hashed"), verbose.stderr)
    }
}
