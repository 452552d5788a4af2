import Foundation
@testable import IconForgeKit
import XCTest

/// The stamp cache's folder is shared by every project and anything may be put in it: a build
/// reads only its own files, and only regular ones of a sane size; it judges the rest by name
/// and `lstat`, and keeps the folder within its age and size limits.
final class StampCacheTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("iconforge-cache-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func name(_ index: Int, _ kind: StampCache.Kind = .stamps) -> String {
        String(repeating: String(index % 16, radix: 16), count: 32) + "." + kind.rawValue
    }

    /// A file of `size` bytes (sparse: no disk is used) last used `daysAgo` days ago.
    @discardableResult
    private func plant(_ name: String, size: Int64 = 100, daysAgo: Double = 0) throws -> URL {
        let url = folder.appendingPathComponent(name)
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        XCTAssertEqual(truncate(url.path, off_t(size)), 0)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-daysAgo * 24 * 3600)], ofItemAtPath: url.path)
        return url
    }

    private var names: Set<String> { Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []) }

    /// Runs `body` on a thread of its own and fails, rather than hanging the suite, if it blocks.
    private func withinSeconds<T: Sendable>(_ seconds: Double, _ body: @escaping @Sendable () -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        let box = LockedBox<T?>(nil)
        Thread { let value = body(); box.withLock { $0 = value }; done.signal() }.start()
        guard done.wait(timeout: .now() + seconds) == .success, let value = box.withLock({ $0 }) else {
            XCTFail("blocked for over \(seconds) s")
            throw CocoaError(.fileReadUnknown)
        }
        return value
    }

    func testReadTakesARegularFileAndMarksItUsed() throws {
        let url = try plant(name(1), daysAgo: 40)
        try Data("iconforge stamps 2 /x\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-40 * 24 * 3600)], ofItemAtPath: url.path)
        guard case .data(let data) = StampCache.outcome(url) else { return XCTFail("not read") }
        XCTAssertEqual(data, Data("iconforge stamps 2 /x\n".utf8))
        let used = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
        XCTAssertLessThan(abs(used.timeIntervalSinceNow), 60, "reading marks the file used")
    }

    func testReadOpensNoNamedPipeLinkOrFolder() throws {
        let pipe = folder.appendingPathComponent(name(2))
        XCTAssertEqual(mkfifo(pipe.path, 0o600), 0)
        guard case .notPlain = try withinSeconds(10, { StampCache.outcome(pipe) }) else { return XCTFail("a named pipe is opened") }
        let target = try plant("target")
        let link = folder.appendingPathComponent(name(3))
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        guard case .notPlain = StampCache.outcome(link) else { return XCTFail("a link is followed") }
        let sub = folder.appendingPathComponent(name(4))
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        guard case .notPlain = StampCache.outcome(sub) else { return XCTFail("a folder is read") }
    }

    func testReadRefusesAFileLargerThanTheCacheMayHold() throws {
        let url = try plant(name(5), size: StampCache.maximumTotal + 1)
        guard case .tooLarge(StampCache.maximumTotal + 1) = StampCache.outcome(url) else { return XCTFail("read past the limit") }
        guard case .data(let data) = StampCache.outcome(try plant(name(6), size: 10)) else { return XCTFail("not read") }
        XCTAssertEqual(data.count, 10)
    }

    func testTheSweepRemovesWhatNoBuildUsedFor30Days() throws {
        try plant(name(1), daysAgo: 31)
        try plant(name(2, .proof), daysAgo: 31)
        try plant(name(3), daysAgo: 29)
        try plant(name(4, .proof), daysAgo: 0)
        StampCache.sweep(in: folder)
        XCTAssertEqual(names, [name(3), name(4, .proof)])
    }

    func testTheSweepKeepsTheTotalUnderItsCapRemovingTheOldestFirst() throws {
        for index in 1 ... 5 { try plant(name(index), size: 1000, daysAgo: Double(index)) }
        StampCache.sweep(in: folder, maximumTotal: 2500)
        XCTAssertEqual(names, [name(1), name(2)])
    }

    func testTheSweepLeavesAloneWhatIsNotACacheFile() throws {
        XCTAssertEqual(mkfifo(folder.appendingPathComponent(name(1)).path, 0o600), 0)
        XCTAssertEqual(mkfifo(folder.appendingPathComponent(name(2, .proof)).path, 0o600), 0)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(name(3)), withIntermediateDirectories: true)
        try plant("notes.stamps", daysAgo: 400)
        try plant(name(4).uppercased(), daysAgo: 400)
        let target = try plant("target", daysAgo: 400)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(name(5)), withDestinationURL: target)
        let before = names, folder = folder!
        try withinSeconds(10) { StampCache.sweep(in: folder, maximumTotal: 0) }
        XCTAssertEqual(names, before)
    }

    func testCacheFileNames() {
        XCTAssertTrue(StampCache.isCacheFileName(name(10)))
        XCTAssertTrue(StampCache.isCacheFileName(name(11, .proof)))
        for other in ["a.stamps", name(10) + ".x", "x" + name(10), name(10).uppercased(), String(repeating: "g", count: 32) + ".noop"] {
            XCTAssertFalse(StampCache.isCacheFileName(other), other)
        }
    }
}
