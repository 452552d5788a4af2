import Foundation
import XCTest

/// A project of two icons (`art/house.svg`, `art/shed.svg`) built into `out/Icons.xcassets` and
/// `out/res`, not built yet, in `project` of a fresh temporary folder; its stamp cache in that
/// folder's `cache` (`XDG_CACHE_HOME` in `environment`).
func makeTwoIconProject(_ testCase: XCTestCase) throws -> (project: URL, environment: [String: String]) {
    let folder = try makeTemporaryFolder(testCase)
    let project = folder.appendingPathComponent("project")
    try FileManager.default.createDirectory(at: project.appendingPathComponent("art"), withIntermediateDirectories: true)
    try write(discSVG, to: "art/house.svg", in: project)
    try write(discSVG.replacingOccurrences(of: "r=\"9\"", with: "r=\"7\""), to: "art/shed.svg", in: project)
    try write("outputs:\n  - xcassets: out/Icons.xcassets\n  - android: out/res\nicons:\n  - source: art/*.svg\n",
              to: "iconforge.yml", in: project)
    return (project, ["XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
}
