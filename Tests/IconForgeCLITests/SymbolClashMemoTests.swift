import Foundation
import XCTest

/// A build with nothing to do takes the catalog's Xcode symbol clashes from the memo only while
/// every folder the scan read is as it was: a clashing set the user adds in a folder of their
/// own, one made after the scan or one nested deeper, is warned about on the build that follows,
/// and so is a folder of theirs that stops being a namespace.
final class SymbolClashMemoTests: XCTestCase {
    /// Past the two seconds in which a stamp is not trusted (`FileStamp.recentWindow`).
    private let settle: useconds_t = 2_100_000

    /// Two icons (`house`, `shed`) in a catalog and `res/`, the user's `Mine/Deeper/garden`
    /// set and namespace `Spaces` with its own `house` made before the first build, built and
    /// built again once past the window, so the next build takes the scan from the memo.
    private func makeSettledProject() throws -> (project: URL, catalog: URL, environment: [String: String]) {
        let (project, environment) = try makeTwoIconProject(self)
        let catalog = project.appendingPathComponent("out/Icons.xcassets")
        for path in ["", "Mine", "Mine/Deeper", "Mine/Deeper/garden.imageset", "Spaces/house.imageset"] { try XcodeSets.put(path, in: catalog) }
        try XcodeSets.put("Spaces", in: catalog, namespace: true)
        XCTAssertEqual(try build(project, environment, scanned: 1), [])
        usleep(settle)
        XCTAssertEqual(try build(project, environment, scanned: 1), [])
        XCTAssertEqual(try build(project, environment, scanned: 0), [])
        return (project, catalog, environment)
    }

    /// Runs `build -v`, checks it built nothing and read the catalog `scanned` times; returns its warnings.
    private func build(_ project: URL, _ environment: [String: String], scanned: Int, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let run = try CLI.run(["build", "-v"], in: project, environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderr.contains(", \(scanned) catalog\(scanned == 1 ? "" : "s") scanned for symbol clashes"), run.stderr, file: file, line: line)
        return run.errorLines.filter { $0.hasPrefix("iconforge: warning: ") }
    }

    /// Xcode's build error for `set`, whose symbol `symbol` is also `other`'s.
    private func stopsTheBuild(_ catalog: URL, _ set: String, _ symbol: String, _ other: String) -> String {
        "iconforge: warning: \(catalog.path)/\(set): Xcode's generated asset symbol for it, `\(symbol)`, is also the symbol of "
            + "\(catalog.path)/\(other); Xcode 15 and later stop the build when they generate asset symbols for both; rename one"
    }

    /// The user makes a folder (a build reads it, empty), then adds `house` in it.
    func testAClashingSetAddedInAFolderTheUserMadeAfterTheScanIsWarnedAbout() throws {
        let (project, catalog, environment) = try makeSettledProject()
        try XcodeSets.put("Yours", in: catalog)
        usleep(settle)
        XCTAssertEqual(try build(project, environment, scanned: 1), [], "an empty folder of the user's")
        XCTAssertEqual(try build(project, environment, scanned: 0), [])
        try XcodeSets.put("Yours/house.imageset", in: catalog)
        usleep(settle)
        let warning = stopsTheBuild(catalog, "house.imageset", "house", "Yours/house.imageset")
        XCTAssertEqual(try build(project, environment, scanned: 1), [warning])
        XCTAssertEqual(try build(project, environment, scanned: 0), [warning], "kept, and still said")
    }

    /// The user adds `shed` as a colour set, and `garden` as a symbol set, two folders down in a
    /// folder of theirs that holds none of iconforge's sets.
    func testAClashingSetAddedTwoFoldersDownInTheUsersOwnFolderIsWarnedAbout() throws {
        let (project, catalog, environment) = try makeSettledProject()
        try XcodeSets.put("Mine/Deeper/shed.colorset", in: catalog)
        usleep(settle)
        let colour = "iconforge: warning: \(catalog.path)/shed.imageset: Xcode's generated asset symbol for it, `shed`, is also the symbol of "
            + "\(catalog.path)/Mine/Deeper/shed.colorset; `.shed` then names a colour and an image; rename one"
        XCTAssertEqual(try build(project, environment, scanned: 1), [colour])
        XCTAssertEqual(try build(project, environment, scanned: 0), [colour], "kept, and still said")
        try XcodeSets.put("Mine/Deeper/garden.symbolset", in: catalog)
        usleep(settle)
        let symbol = stopsTheBuild(catalog, "Mine/Deeper/garden.symbolset", "garden", "Mine/Deeper/garden.imageset")
        XCTAssertEqual(try build(project, environment, scanned: 1), [symbol, colour])
    }

    /// `Spaces` stops being a namespace (its `Contents.json` rewritten in place, the folders'
    /// stamps as they were): its `house` and iconforge's are then one level, and clash.
    func testAFolderThatStopsBeingANamespaceIsReadAgain() throws {
        let (project, catalog, environment) = try makeSettledProject()
        let folders = try ["", "Spaces"].map { try FileManager.default.attributesOfItem(atPath: catalog.appendingPathComponent($0).path)[.modificationDate] as? Date }
        try XcodeSets.put("Spaces", in: catalog)
        XCTAssertEqual(try ["", "Spaces"].map { try FileManager.default.attributesOfItem(atPath: catalog.appendingPathComponent($0).path)[.modificationDate] as? Date }, folders)
        usleep(settle)
        XCTAssertEqual(try build(project, environment, scanned: 1), [stopsTheBuild(catalog, "house.imageset", "house", "Spaces/house.imageset")])
    }
}
