import Foundation
@testable import IconForgeKit
import XCTest

/// The listing of a folder a session writes in: names differing only in case, and whether a
/// name can be there at all (which spares a new set its lstat(2)).
final class FolderNamesTests: XCTestCase {
    func testANameIsKnownAbsentOnlyWhenTheListingLacksItAndThisProcessDidNotMakeIt() throws {
        let folder = try makeTemporaryFolder(self).path
        try FileManager.default.createDirectory(atPath: folder + "/Home.imageset", withIntermediateDirectories: false)
        let names = FolderNames()
        XCTAssertTrue(names.mayExist(folder + "/Home.imageset"))
        XCTAssertFalse(names.mayExist(folder + "/docs.imageset"))
        XCTAssertFalse(names.mayExist(folder + "/home.imageset"), "another spelling is not the name")
        XCTAssertEqual(names.otherSpelling(of: folder + "/home.imageset"), "Home.imageset")
        names.noteMade(folder + "/docs.imageset")
        XCTAssertTrue(names.mayExist(folder + "/docs.imageset"))
        XCTAssertEqual(names.otherSpelling(of: folder + "/DOCS.imageset"), "docs.imageset")
    }

    func testAFolderNotMadeYetHoldsNothingAndAFileIsNoFolderToList() throws {
        let folder = try makeTemporaryFolder(self).path
        let names = FolderNames()
        XCTAssertFalse(names.mayExist(folder + "/App.xcassets/docs.imageset"))
        try Data().write(to: URL(fileURLWithPath: folder + "/file"))
        XCTAssertTrue(names.mayExist(folder + "/file/docs.imageset"), "unknown: asked of the file system")
    }

    /// A user's set made after the catalog was listed (by another process, meanwhile) is found
    /// by the set's rename, which refuses to replace it; the set is then judged as any existing
    /// one: the user's, refused whole and kept byte for byte.
    func testAUsersSetMadeAfterTheListingIsStillRefusedAndKept() throws {
        let catalog = try makeTemporaryFolder(self).appendingPathComponent("App.xcassets")
        let names = FolderNames()
        XCTAssertFalse(names.mayExist(catalog.path + "/docs.imageset"), "listed before the set exists")
        try XcodeCatalogFixture.make(catalog, name: "docs")
        let before = try fileContents(in: catalog)
        let format = XcodeCatalog(root: catalog)
        let context = WriteContext(root: catalog, previous: [:], replaces: false, consent: .option,
                                   recorded: { _ in nil }, otherWriter: { _ in nil }, names: names)
        let png = try PNGEncoder.encode(AlphaPlane(width: 2, height: 2, values: [0, 255, 255, 0]))
        let files = [EncodedFile(path: "docs.imageset/docs.png", data: png,
                                 entry: ["filename": .string("docs.png"), "idiom": .string("universal"), "scale": .string("1x")])]
        let plan = try format.planImageSet("docs.imageset", files: files, properties: [:], context: context)
        XCTAssertTrue(plan.isNew, "the listing said nothing was there")
        XCTAssertThrowsError(try format.write(plan, context: context)) { error in
            XCTAssertTrue("\(error)".contains("iconforge did not make this imageset"), "\(error)")
        }
        XCTAssertEqual(try fileContents(in: catalog), before)
        XCTAssertTrue(names.mayExist(catalog.path + "/docs.imageset"), "found since, the listing knows it for later checks")
    }
}
