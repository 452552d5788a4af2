import Foundation
@testable import IconForgeKit
import XCTest

/// One record per folder: each writer rewrites only its own part of `.iconforge-record.json`,
/// the file is the same bytes for the same record, and the last release's files are read into
/// it and removed only once it is written.
final class BundleRecordTests: XCTestCase {
    func testEachWriterKeepsTheOthersPartsAndTheTextIsSorted() throws {
        let folder = try makeTemporaryFolder(self)
        var commands = WriterRecord(.commands)
        commands.record("icons/b", files: ["b.png": "2"], fingerprint: nil)
        commands.record("icons/a", files: ["a.png": "1"], fingerprint: nil)
        try commands.save(to: folder, settingAside: ["icons/lie": ["../x": "5"]])
        var build = BuildState(manifest: "../iconforge.yml")
        build.record("icons/c", files: ["c.png": "3"], fingerprint: AssetFingerprint(source: "s", options: "o"))
        try build.save(to: folder)
        var pictures = PreviewRecord()
        pictures.record("c-preview.png", files: ["c-preview.png": "4"], fingerprint: nil)
        try pictures.save(to: folder)

        XCTAssertEqual(try WriterRecord.commands(in: folder), commands)
        XCTAssertEqual(try BuildState.load(from: folder, manifest: "../iconforge.yml").assets, build.assets)
        XCTAssertEqual(PreviewRecord.load(from: folder), pictures)
        let text = try String(contentsOf: folder.appendingPathComponent(".iconforge-record.json"), encoding: .utf8)
        let keys = ["\"commands\"", "\"icons/a\"", "\"icons/b\"", "\"format\" : 4", "\"manifests\"", "\"icons/c\"", "\"pictures\"",
                    "\"set-aside\""]
        let offsets = try keys.map { try XCTUnwrap(text.range(of: $0)?.lowerBound, $0) }
        XCTAssertEqual(offsets, offsets.sorted(), text)
        // The same record prints the same bytes.
        XCTAssertEqual(try BundleRecord.read(from: folder).text, text)
    }

    func testTheLastReleasesFilesAreReadOnceAndTheRecordWins() throws {
        let folder = try makeTemporaryFolder(self)
        var commands = WriterRecord(.commands)
        commands.record("icons/a", files: ["a.png": "new"], fingerprint: nil)
        try commands.save(to: folder)
        let owned = folder.appendingPathComponent(".iconforge-owned.json")
        try Data(#"{"assets":{"icons/a":{"a.png":"old"},"icons/b":{"b.png":"2"}},"settings":{"icons/b":{"prefix":"p_"}}}"#.utf8).write(to: owned)
        let read = try WriterRecord.commands(in: folder)
        XCTAssertEqual(read.files(of: "icons/a"), ["a.png": "new"], "the record wins")
        XCTAssertEqual(read.files(of: "icons/b"), ["b.png": "2"])
        XCTAssertEqual(read.settings(of: "icons/b"), ["prefix": "p_"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: owned.path), "reading writes nothing")
        try BundleRecord.migrate(in: folder)
        XCTAssertFalse(FileManager.default.fileExists(atPath: owned.path))
        XCTAssertEqual(try WriterRecord.commands(in: folder), read)
    }

    func testARecordOfALaterFormatIsLeftAlone() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent(".iconforge-record.json")
        try Data(#"{"format":5,"whatever":[]}"#.utf8).write(to: url)
        XCTAssertThrowsError(try BundleRecord.read(from: folder)) { error in
            XCTAssertEqual(error as? BundleError, .io(path: url.path, reason: "a later iconforge wrote this record (format 5); run that "
                                                      + "version, or delete the file to rebuild everything"))
        }
    }
}
