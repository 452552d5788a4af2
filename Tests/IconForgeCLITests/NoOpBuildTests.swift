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
        let (project, environment) = try makeTwoIconProject(self)
        if cacheIsAFile { try Data("not a folder".utf8).write(to: URL(fileURLWithPath: environment["XDG_CACHE_HOME"]!)) }
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
        XCTAssertEqual(run.stderr, "iconforge: note: checked: 0 sources read, 0 files hashed, 0 outputs claimed, 0 catalogs scanned for symbol clashes\n")
        XCTAssertEqual(try CLI.run(["build", "-q"], in: project, environment: environment).stderr, "", "said only with -v")
    }

    func testAChangedSourceIsBuiltAndADeadRunsTemporaryGoes() throws {
        let (project, environment) = try makeSettledProject()
        let temporary = project.appendingPathComponent("out/res/drawable-xhdpi/.iconforge-tmp-999999999-1-ic_tab_house.png")
        try Data("half".utf8).write(to: temporary)
        // The mark the killed run left in the bundle it wrote.
        try Data().write(to: project.appendingPathComponent("out/res/.iconforge-writing"))
        try write(discSVG.replacingOccurrences(of: "r=\"9\"", with: "r=\"5\""), to: "art/shed.svg", in: project)
        let run = try CLI.run(["build"], in: project, environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("1 built, 1 unchanged"), run.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: temporary.path))
    }

    /// Every cache file cut short (a full disk, a crash): the build works, reading and hashing
    /// everything, and says why only with `-v`; it writes the cache again, so the next has nothing to do.
    func testADamagedCacheOnlySlowsTheBuildAndSaysWhyOnlyWhenAsked() throws {
        let (project, environment) = try makeSettledProject()
        let stamps = URL(fileURLWithPath: environment["XDG_CACHE_HOME"]!).appendingPathComponent("iconforge/stamps")
        let cut = {
            for name in try FileManager.default.contentsOfDirectory(atPath: stamps.path) {
                let url = stamps.appendingPathComponent(name)
                try XCTUnwrap(FileManager.default.contents(atPath: url.path)).dropLast(10).write(to: url)
            }
        }
        try cut()
        let quiet = try CLI.run(["build"], in: project, environment: environment)
        XCTAssertEqual(quiet.status, 0, quiet.stderr)
        XCTAssertEqual(quiet.stderr, "")
        XCTAssertTrue(quiet.stdout.contains("0 built, 2 unchanged"), quiet.stdout)
        try cut()
        let verbose = try CLI.run(["build", "-v"], in: project, environment: environment)
        XCTAssertEqual(verbose.status, 0, verbose.stderr)
        XCTAssertTrue(verbose.stderr.hasPrefix("iconforge: note: checked: 2 sources read, "), verbose.stderr)
        XCTAssertTrue(verbose.stderr.contains("; the stamp cache was not read: \(stamps.path)/"), verbose.stderr)
        XCTAssertTrue(verbose.stderr.hasSuffix(": it is cut short\n"), verbose.stderr)
        let again = try CLI.run(["build", "-v"], in: project, environment: environment)
        XCTAssertEqual(again.stderr, "iconforge: note: checked: 0 sources read, 0 files hashed, 0 outputs claimed, 0 catalogs scanned for symbol clashes\n")
    }

    /// A build with nothing to do writes nothing: it makes no mark of a run writing
    /// (`.iconforge-writing`), and no output folder's own stat changes. Nor does it list the
    /// outputs' folders for a killed run's temporaries: only a run that left its mark is looked
    /// for, so a temporary without one (no run of this version leaves such) stays.
    func testANoOpMarksNothingListsNoOutputFolderAndLeavesTheirStatsAlone() throws {
        let (project, environment) = try makeSettledProject()
        let temporary = project.appendingPathComponent("out/Icons.xcassets/.iconforge-tmp-999999999-1-house.imageset")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        let folders = ["out/Icons.xcassets", "out/res"].map { project.appendingPathComponent($0).path }
        let stats = { try folders.map { try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date } }
        let before = try stats()
        let run = try CLI.run(["build", "-v"], in: project, environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("0 built, 2 unchanged"), run.stdout)
        XCTAssertEqual(try stats(), before)
        XCTAssertEqual(try relativeFiles(in: project).filter { $0.contains(".iconforge-writing") }, [])
        XCTAssertTrue(FileManager.default.fileExists(atPath: temporary.path))
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
        XCTAssertTrue(verbose.stderr.contains("checked: 2 sources read, ") && verbose.stderr.contains(" files hashed, 2 outputs claimed, 1 catalog scanned for symbol clashes; "
                                              + "the stamp cache was not kept: \(environment["XDG_CACHE_HOME"]!)/iconforge/stamps: "), verbose.stderr)
        XCTAssertFalse(verbose.stderr.contains(": 0 files hashed"), verbose.stderr)
    }
}
