import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// The listing of a folder a session writes in: names differing only in case or in Unicode
/// normalization, and whether a name can be there at all (which spares a new set its lstat(2)).
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

    /// Swift's `==` takes `café` composed (NFC) and decomposed (NFD) as one string; on Linux they
    /// are two files, on macOS one name: the listing tells them apart by their bytes.
    func testASpellingInAnotherUnicodeNormalizationIsAnotherSpellingNotTheName() throws {
        let folder = try makeTemporaryFolder(self).path
        try FileManager.default.createDirectory(atPath: folder + "/cafe\u{301}.imageset", withIntermediateDirectories: false)
        let names = FolderNames()
        XCTAssertFalse(names.mayExist(folder + "/caf\u{E9}.imageset"))
        XCTAssertTrue(names.mayExist(folder + "/cafe\u{301}.imageset"))
        XCTAssertEqual(names.otherSpelling(of: folder + "/caf\u{E9}.imageset").map { Array($0.utf8) }, Array("cafe\u{301}.imageset".utf8))
        XCTAssertNil(names.otherSpelling(of: folder + "/cafe\u{301}.imageset"))
        let reason = BundleError.sameName(path: folder + "/Caf\u{E9}.imageset", existing: "cafe\u{301}.imageset").reason
        XCTAssertEqual(Array(reason.utf8), Array(("is the same name as cafe\u{301}.imageset under Unicode normalization (NFC/NFD) and "
            + "case, which is one name on macOS (this one's accents composed, NFC; the other's decomposed, NFD); rename one of them").utf8))
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
