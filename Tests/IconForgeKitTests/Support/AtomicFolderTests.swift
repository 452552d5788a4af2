import Foundation
@testable import IconForgeKit
import XCTest

/// A new folder of files appears whole, renamed into place, or is not made at all.
final class AtomicFolderTests: XCTestCase {
    func testANewFolderAppearsWithAllItsFilesAndNoTemporary() throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder.appendingPathComponent("home.imageset").path
        XCTAssertTrue(try AtomicFile.createFolder(path, files: [("home.png", Data("1x".utf8)), ("Contents.json", Data("{}".utf8))]))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["home.imageset"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: path).sorted(), ["Contents.json", "home.png"])
        XCTAssertEqual(FileManager.default.contents(atPath: path + "/home.png"), Data("1x".utf8))
    }

    func testATakenNameOrAMissingParentWritesNothing() throws {
        let folder = try makeTemporaryFolder(self)
        let taken = folder.appendingPathComponent("home.imageset")
        try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: taken.appendingPathComponent("notes.txt"))
        XCTAssertFalse(try AtomicFile.createFolder(taken.path, files: [("home.png", Data("1x".utf8))]))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: taken.path), ["notes.txt"])
        XCTAssertFalse(try AtomicFile.createFolder(folder.appendingPathComponent("no/such.imageset").path,
                                                   files: [("a.png", Data())]))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["home.imageset"],
                       "no temporary folder is left behind")
    }

    func testAnEmptyFolderAtTheNameIsKeptNotReplaced() throws {
        let folder = try makeTemporaryFolder(self)
        let taken = folder.appendingPathComponent("home.imageset")
        try FileManager.default.createDirectory(at: taken, withIntermediateDirectories: false)
        var before = stat()
        XCTAssertEqual(lstat(taken.path, &before), 0)
        XCTAssertFalse(try AtomicFile.createFolder(taken.path, files: [("home.png", Data("1x".utf8))]))
        var after = stat()
        XCTAssertEqual(lstat(taken.path, &after), 0)
        XCTAssertEqual(after.st_ino, before.st_ino, "the user's folder itself, not one renamed over it")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: taken.path), [])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["home.imageset"])
    }

    func testAFileThatCannotBeWrittenRemovesTheTemporaryFolder() throws {
        let folder = try makeTemporaryFolder(self)
        let path = folder.appendingPathComponent("home.imageset").path
        XCTAssertThrowsError(try AtomicFile.createFolder(path, files: [("a.png", Data()), ("a.png", Data())]), "a name twice")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }
}
