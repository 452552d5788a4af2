import Foundation
@testable import IconForgeKit
import XCTest

/// A stamp cache file is read from its bytes, whole or not at all: one cut short (even at a
/// line's end), damaged, empty or written by another release is not used, and says why.
final class StampCacheContentsTests: XCTestCase {
    private let contents = StampCache.Contents(
        state: "1:2:3:4:5 context",
        memos: ["claims": StampCache.Memo(key: String(repeating: "a", count: 64), value: "clear")],
        kept: [
            "one.imageset/one.png": StampCache.Kept(stamp: FileStamp(size: 10, inode: 20, device: 30, modified: 40, changed: 50),
                                                    hash: String(repeating: "b", count: 64)),
            "res/drawable-mdpi/ic tab two.png": StampCache.Kept(stamp: FileStamp(size: 1, inode: 2, device: 3, modified: 4, changed: 5),
                                                                hash: String(repeating: "c", count: 64)),
        ])

    private var bytes: Data { contents.text(owner: "/project/out/.iconforge-record.json") }

    func testWrittenContentsReadBackTheSame() throws {
        XCTAssertEqual(try StampCache.Contents.parse(bytes).get(), contents)
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).hasSuffix("\nend 2\n"))
        XCTAssertEqual(try StampCache.Contents.parse(StampCache.Contents(state: "s").text(owner: "/x")).get(), StampCache.Contents(state: "s"))
    }

    func testAFileCutShortIsNotUsedWhereverItIsCut() {
        let whole = bytes
        for length in 1 ..< whole.count {
            let cut = whole.prefix(length)
            XCTAssertThrowsError(try StampCache.Contents.parse(cut).get(), "cut at \(length)")
        }
        // Cut at a line's end, the end line gone: every line left is whole, and still it is refused.
        let lines = String(decoding: whole, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let withoutEnd = lines.dropLast(2).joined(separator: "\n") + "\n"
        XCTAssertEqual(StampCache.Contents.parse(Data(withoutEnd.utf8)), .failure(.cutShort))
        XCTAssertEqual(StampCache.Contents.parse(whole.prefix(whole.count - 1)), .failure(.cutShort))
    }

    func testADamagedEmptyOrForeignFileIsNotUsedAndSaysWhy() {
        let text = String(decoding: bytes, as: UTF8.self)
        let damaged = text.replacingOccurrences(of: "10:20:30:40:50 ", with: "10:20:x0:40:50 ")
        XCTAssertEqual(StampCache.Contents.parse(Data(damaged.utf8)), .failure(.damaged(line: 5)))
        XCTAssertEqual(StampCache.Contents.parse(Data(text.replacingOccurrences(of: "\n1\n", with: "\none\n").utf8)),
                       .failure(.damaged(line: 3)))
        XCTAssertEqual(StampCache.Contents.parse(Data(text.replacingOccurrences(of: "end 2", with: "end 3").utf8)), .failure(.damaged(line: 7)))
        XCTAssertEqual(StampCache.Contents.parse(Data(text.replacingOccurrences(of: "stamps 4 ", with: "stamps 3 ").utf8)),
                       .failure(.otherFormat))
        XCTAssertEqual(StampCache.Contents.parse(Data("{\"stamps\": []}\n".utf8)), .failure(.notACacheFile))
        XCTAssertEqual(StampCache.Contents.parse(Data()), .failure(.empty))
        XCTAssertEqual(StampCache.Contents.parse(Data((text + "garbage\n").utf8)), .failure(.damaged(line: 8)))
        XCTAssertEqual(StampCache.Unusable.damaged(line: 5).description, "line 5 is damaged")
        XCTAssertEqual(StampCache.Unusable.otherFormat.description, "another release of iconforge wrote it")
    }

    func testLoadTellsNoFileFromAnUnusableOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("iconforge-contents-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(StampCache.load(folder.appendingPathComponent("none.stamps")), .success(nil))
        try Data("a file".utf8).write(to: folder.appendingPathComponent("file"))
        XCTAssertEqual(StampCache.load(folder.appendingPathComponent("file/iconforge/x.stamps")), .success(nil),
                       "a file where a folder goes: no cache yet, and writing it says why")
        XCTAssertNil(StampCache.write(contents, owner: "/x", to: folder.appendingPathComponent("own.stamps")))
        XCTAssertEqual(StampCache.load(folder.appendingPathComponent("own.stamps")), .success(contents))
        try bytes.prefix(40).write(to: folder.appendingPathComponent("cut.stamps"))
        XCTAssertEqual(StampCache.load(folder.appendingPathComponent("cut.stamps")), .failure(.cutShort))
        XCTAssertNotNil(StampCache.write(contents, owner: "/x", to: folder.appendingPathComponent("file/iconforge/x.stamps")))
    }
}
