import Foundation
@testable import IconForgeKit
import XCTest

/// A previews folder's record vouches only for pictures in that folder, and a picture goes only
/// while it holds what its asset drew.
final class PreviewFolderTests: XCTestCase {
    func testARecordVouchesOnlyForPlainNamesInItsOwnFolder() throws {
        let folder = try makeTemporaryFolder(self)
        let planted = #"{ "pictures" : { "home-preview.png" : "a", "../victim.png" : "b", "sub/x.png" : "c", "#
            + #"".iconforge-owned.json" : "d", ".." : "e", "ContactSheet.png" : "f", "notes" : 3 } }"#
        // As an earlier version kept it, read value by value.
        try Data(planted.utf8).write(to: folder.appendingPathComponent(".iconforge-previews.json"))
        let record = PreviewRecord.load(from: folder)
        XCTAssertEqual(record.pictures, ["home-preview.png": "a", "ContactSheet.png": "f"])
        XCTAssertEqual(record.files(of: "home-preview.png"), ["home-preview.png": "a"])
    }

    func testAnEmptiedRecordLeavesNoFileBehind() throws {
        let folder = try makeTemporaryFolder(self)
        var record = PreviewRecord()
        record.record("a.png", files: ["a.png": "1"], fingerprint: nil)
        try record.save(to: folder)
        XCTAssertEqual(PreviewRecord.load(from: folder), record)
        record.remove("a.png")
        try record.save(to: folder)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testAPictureIsDeletedOnlyWhileItHoldsWhatItsAssetDrewAndTheFolderVouchesForIt() throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder.appendingPathComponent("home-preview.png").path
        let refusal: (BundleError.Standing) -> BundleError = { .notIconforges(path: path, thing: .file, why: $0, consent: .none) }
        let drawn = Data("drawn".utf8), redrawn = Data("redrawn".utf8)
        try PreviewFolders.write(drawn, hash: SHA256.hex(drawn), to: path, drawn: nil, replaces: false, names: FolderNames(), refusal: refusal)
        try PreviewFolders.write(redrawn, hash: SHA256.hex(redrawn), to: path, drawn: nil, replaces: false, names: FolderNames(), refusal: refusal)
        XCTAssertEqual(PreviewFolders.delete(path, drawn: SHA256.hex(drawn), adoptable: true), .redrawn, "another run's drawing now")
        try Data("edited".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(PreviewFolders.delete(path, drawn: SHA256.hex(redrawn), adoptable: true), .edited)
        try redrawn.write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(PreviewFolders.delete(path, drawn: SHA256.hex(redrawn), adoptable: false), .deleted)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [], "the picture and its record are gone")

        // An earlier version's picture, recorded in its bundle alone, goes only where iconforge wrote it.
        try drawn.write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(PreviewFolders.delete(path, drawn: SHA256.hex(drawn), adoptable: false), .unvouched)
        XCTAssertEqual(PreviewFolders.delete(path, drawn: SHA256.hex(drawn), adoptable: true), .deleted)
    }

    func testTheUsersFileIsRefusedAndKept() throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder.appendingPathComponent("photo.png").path
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try PreviewFolders.write(Data("sheet".utf8), hash: SHA256.hex(Data("sheet".utf8)), to: path, drawn: nil, replaces: false, names: FolderNames()) {
            .notIconforges(path: path, thing: .file, why: $0, consent: .none)
        }) { error in
            XCTAssertEqual(error as? BundleError, .notIconforges(path: path, thing: .file, why: .noRecord, consent: .none))
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), Data("mine".utf8))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(PreviewRecord.fileName).path))
    }
}
