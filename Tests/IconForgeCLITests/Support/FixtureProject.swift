import Foundation
import IconForgeKit
import XCTest

/// A copy of the project in `Tests/Fixtures/<name>` (written by an earlier iconforge) in a fresh
/// temporary folder, for a test to run the binary on.
func fixtureProject(_ name: String, _ testCase: XCTestCase) throws -> URL {
    let folder = try makeTemporaryFolder(testCase)
    let fixture = repositoryRoot.appendingPathComponent("Tests/Fixtures/" + name)
    for entry in try FileManager.default.contentsOfDirectory(atPath: fixture.path) {
        try FileManager.default.copyItem(at: fixture.appendingPathComponent(entry), to: folder.appendingPathComponent(entry))
    }
    return folder
}

/// The members of the record (`.iconforge-record.json`) in the folder `path` of `folder`.
func folderRecord(_ path: String, in folder: URL) throws -> [String: JSONValue] {
    try XCTUnwrap(JSONValue(parsing: Data(contentsOf: folder.appendingPathComponent(path + "/.iconforge-record.json")))?.members)
}

/// Takes the icon `source` out of the manifest `iconforge.yml` in `folder` (its `  - source:` line).
func dropIcon(_ source: String, from folder: URL) throws {
    let manifest = folder.appendingPathComponent("iconforge.yml")
    try String(contentsOf: manifest, encoding: .utf8).replacingOccurrences(of: "  - source: \(source)\n", with: "")
        .write(to: manifest, atomically: true, encoding: .utf8)
}
