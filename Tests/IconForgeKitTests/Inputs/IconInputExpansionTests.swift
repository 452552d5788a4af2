import Foundation
import IconForgeKit
import XCTest

/// The command line's inputs: folders become their SVGs, and the files that exist are known
/// (in order) for the output checks, whatever else is among them.
final class IconInputExpansionTests: XCTestCase {
    func testFoldersExpandAndOnlyExistingFilesAreListedInOrder() throws {
        let folder = try makeTemporaryFolder(self).path
        try FileManager.default.createDirectory(atPath: folder + "/set", withIntermediateDirectories: false)
        for name in ["b.svg", "a.svg", "notes.txt"] { try Data("<svg/>".utf8).write(to: URL(fileURLWithPath: folder + "/set/" + name)) }
        try Data("<svg/>".utf8).write(to: URL(fileURLWithPath: folder + "/z.svg"))
        let many = (0 ..< 300).map { folder + "/missing-\($0).svg" }
        let inputs = IconInput.expand([folder + "/z.svg", "-", folder + "/set"] + many + [folder + "/z.svg"])
        XCTAssertEqual(inputs.map(\.displayName), [folder + "/z.svg", "stdin", folder + "/set/a.svg", folder + "/set/b.svg"] + many + [folder + "/z.svg"])
        XCTAssertEqual(IconInput.existingFiles(inputs), [folder + "/z.svg", folder + "/set/a.svg", folder + "/set/b.svg", folder + "/z.svg"])
    }
}
