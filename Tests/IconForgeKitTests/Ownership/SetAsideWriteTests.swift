import Foundation
@testable import IconForgeKit
import Synchronization
import XCTest

/// A session that refuses records sets them aside with the rest of its record in one write:
/// the store's one save carries them, and nothing else writes the record first.
final class SetAsideWriteTests: XCTestCase {
    /// The commands' part, its saves logged (what each set aside) instead of written.
    struct LoggedSaves: RecordStore {
        final class Log: Sendable {
            let saves = Mutex<[[String: [String: String]]]>([])
        }

        var part: WriterRecord
        let log: Log

        static func == (lhs: LoggedSaves, rhs: LoggedSaves) -> Bool { lhs.part == rhs.part }
        var displayName: String { part.displayName }
        var writer: String { part.writer }
        var recordedFiles: [String: [String: String]] { part.recordedFiles }
        func files(of id: String) -> [String: String]? { part.files(of: id) }
        mutating func record(_ id: String, files: [String: String], fingerprint: AssetFingerprint?) {
            part.record(id, files: files, fingerprint: fingerprint)
        }
        @discardableResult
        mutating func remove(_ id: String) -> [String: String]? { part.remove(id) }
        func save(to folder: URL, settingAside setAside: [String: [String: String]]) throws {
            log.saves.withLock { $0.append(setAside) }
        }
    }

    func plantedBundle() throws -> URL {
        let bundle = try makeTemporaryFolder(self).appendingPathComponent("Icons")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        var planted = WriterRecord(.commands)
        planted.record("icons/gone", files: ["../victim.txt": "abc"], fingerprint: nil)
        try planted.save(to: bundle)
        return bundle
    }

    func testTheRefusedRecordsGoWithTheStoresOneSaveAndNothingWritesBefore() throws {
        let bundle = try plantedBundle()
        let url = bundle.appendingPathComponent(".iconforge-record.json")
        let before = try Data(contentsOf: url)
        let log = LoggedSaves.Log()
        let session = try BundleSession(format: PNGFolder(root: bundle), options: .init()) {
            LoggedSaves(part: try WriterRecord.commands(in: $0), log: log)
        }
        defer { session.close() }
        XCTAssertEqual(session.distrusted.map(\.id), ["icons/gone"])
        try session.save()
        XCTAssertEqual(log.saves.withLock { $0 }, [["icons/gone": ["../victim.txt": "abc"]]])
        XCTAssertEqual(try Data(contentsOf: url), before, "the record is written by the store's save alone")
    }

    func testTheRecordSavedHoldsThemSetAsideAndNotInThePartTheyCameFrom() throws {
        let bundle = try plantedBundle()
        let session = try PipelineBuilder.openCommandBundle(PNGFolder(root: bundle), previews: nil, replaces: false)
        try session.save()
        session.close()
        let record = try BundleRecord.read(from: bundle)
        XCTAssertEqual(record.setAside, ["icons/gone": ["../victim.txt": "abc"]])
        XCTAssertEqual(record.commands, [:])
    }

    func testASessionHoldingNoLockWritesNothing() throws {
        let bundle = try plantedBundle()
        let url = bundle.appendingPathComponent(".iconforge-record.json")
        let before = try Data(contentsOf: url)
        var options = BundleSession<WriterRecord>.Options()
        options.locks = false
        let session = try BundleSession(format: PNGFolder(root: bundle), options: options) { try WriterRecord.commands(in: $0) }
        XCTAssertEqual(session.distrusted.map(\.id), ["icons/gone"])
        try session.save()
        XCTAssertEqual(try Data(contentsOf: url), before)
    }
}
