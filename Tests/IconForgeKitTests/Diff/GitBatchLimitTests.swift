@testable import IconForgeKit
import Foundation
import XCTest

/// `iconforge diff` reads the old side's blobs through `git cat-file --batch` under the limit a
/// file of the outputs is read under: a blob over it is passed over as its bytes come, never
/// held, and left out as a file git does not have.
final class GitBatchLimitTests: XCTestCase {
    static let output = Data("big blob 12\n0123456789AB\nsmall blob 3\nabc\ngone missing\nempty blob 0\n\n".utf8)

    func testABlobOverTheLimitIsLeftOutWhereverTheOutputIsCut() throws {
        for size in 1 ... Self.output.count {
            var batch = GitBatch(limit: 5)
            var index = Self.output.startIndex
            while index < Self.output.endIndex {
                batch.read(Self.output[index ..< min(index + size, Self.output.endIndex)])
                index += size
            }
            XCTAssertEqual(try batch.finish(), ["small": Data("abc".utf8), "empty": Data()], "read \(size) bytes at a time")
        }
        XCTAssertEqual(try GitBatch.parse(Self.output, limit: 12)["big"], Data("0123456789AB".utf8), "at the limit: read")
    }

    func testOutputCutInsideABlobItPassesOverIsStillCutOff() {
        var batch = GitBatch(limit: 5)
        batch.read(Self.output.prefix(16))
        XCTAssertThrowsError(try batch.finish())
        XCTAssertThrowsError(try GitBatch.parse(Data("big blob 12\n0123".utf8), limit: 5))
    }

    func testTheRepositoryLeavesOutABlobOverTheLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("iconforge-batch-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(try GitProcess.run(["init", "-q"], in: folder).status, 0)
        let big = Data(repeating: UInt8(ascii: "x"), count: 2000), small = Data("<svg/>".utf8)
        try big.write(to: folder.appendingPathComponent("big"))
        try small.write(to: folder.appendingPathComponent("small"))
        let hashed = try GitProcess.run(["hash-object", "-w", "big", "small"], in: folder)
        let blobs = String(decoding: hashed.stdout, as: UTF8.self).split(separator: "\n").map(String.init)
        XCTAssertEqual(blobs.count, 2)
        let repository = try GitRepository(containing: folder)
        XCTAssertEqual(try repository.contents(of: blobs, limit: 1999), [blobs[1]: small])
        XCTAssertEqual(try repository.contents(of: blobs, limit: 2000), [blobs[0]: big, blobs[1]: small])
    }
}
