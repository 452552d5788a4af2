import Foundation
import Glibc
@testable import IconForgeKit
import XCTest

/// A record is read and checked in work linear in its size, measured as work, not time (how
/// long it takes is for `Benchmarks/large-record.sh`): the files each asset can make are worked
/// out once per kind of asset, so a record twice as large asks the format no more, and a record
/// past the limit is refused unread.
final class RecordWorkTests: XCTestCase {
    /// A folder of PNGs that notes each plan it is asked the files of, a line each in `asked`.
    struct NotingPNGFolder: OutputFormat {
        static let key = PNGFolder.key
        static let holdsOtherFiles = true
        let root: URL
        var asked: URL { root.deletingLastPathComponent().appendingPathComponent("asked") }

        init(root: URL, options: FormatOptions = FormatOptions()) {
            self.root = root
        }

        static func defaultRoot(_ base: String) -> String { base }

        func files(of plan: AssetPlan) throws -> [BundleFile] {
            // Appended whole from any thread (O_APPEND), so no note is lost.
            let descriptor = open(asked.path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
            if descriptor >= 0 {
                let line = "\(plan.name)\n"
                _ = Glibc.write(descriptor, line, line.utf8.count)
                close(descriptor)
            }
            return try PNGFolder(root: root).files(of: plan)
        }
    }

    /// How many plans the format is asked the files of while a bundle's record of `count`
    /// invented entries, and one that names a file its asset never makes, is checked.
    private func plansAsked(checking count: Int) throws -> Int {
        let bundle = try makeTemporaryFolder(self).appendingPathComponent("Icons")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        let format = NotingPNGFolder(root: bundle)
        let owned = OwnedPath(root: bundle, previews: nil, sheet: nil, project: bundle, format: format)
        let hash = String(repeating: "0", count: 64)
        var records: [String: [String: String]] = ["icons/lie": ["mine.png": hash]]
        for index in 0 ..< count { records["icons/x\(index)"] = ["x\(index).png": hash, "x\(index)@2x.png": hash] }
        XCTAssertEqual(owned.distrusted(records, kind: "the record").map(\.id), ["icons/lie"], "every entry is checked")
        return try String(contentsOf: format.asked, encoding: .utf8).split(separator: "\n").count
    }

    func testARecordTwiceAsLargeAsksTheFormatNoMore() throws {
        let once = try plansAsked(checking: 1_000)
        XCTAssertGreaterThan(once, 0)
        XCTAssertLessThan(once, 1_000, "worked out per kind of asset, not per entry")
        XCTAssertEqual(try plansAsked(checking: 2_000), once)
    }

    func testARecordPastTheLimitIsRefusedUnreadWithItsLine() throws {
        let folder = try makeTemporaryFolder(self)
        let url = folder.appendingPathComponent(BundleRecord.fileName)
        // A gigabyte of nothing, on no disk (a sparse file): refused by its size, never read.
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        XCTAssertEqual(truncate(url.path, 1 << 30), 0)
        XCTAssertThrowsError(try BundleRecord.read(from: folder)) { error in
            guard case .unreadableRecord(let path, .tooLarge(let bytes, let limit))? = error as? BundleError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(path, url.path)
            XCTAssertEqual(bytes, 1 << 30)
            XCTAssertEqual(limit, 64 << 20)
            XCTAssertEqual("\(error)", "\(url.path): is \(ByteCount.format(1 << 30)), over the 64 MiB a record may be")
        }
    }
}
