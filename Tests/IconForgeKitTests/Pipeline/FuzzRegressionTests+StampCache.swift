import Foundation
@testable import IconForgeKit
import XCTest

/// The inputs the stamp cache's fuzz target found (Tests/Fuzz/Regressions/StampCache).
extension FuzzRegressionTests {
    /// A stamp of nineteen nines (past Int64.max) trapped the reader: a damaged cache crashed the
    /// build it should only have made slower. It is now a damaged line, and the cache unused.
    func testStampCacheInputsAreUnusableNotTrapped() throws {
        let found = try inputs("StampCache")
        XCTAssertFalse(found.isEmpty)
        for (name, data) in found {
            guard case .failure(let reason) = StampCache.Contents.parse(data) else { return XCTFail("\(name) was read") }
            guard case .damaged = reason else { return XCTFail("\(name): \(reason)") }
        }
        let largest = "9223372036854775807:1:1:1:1 " + String(repeating: "a", count: 64) + " x"
        for (stamp, read) in [(largest, true), (largest.replacingOccurrences(of: "807:", with: "808:"), false),
                              ("9999999999999999999:1:1:1:1 " + String(repeating: "a", count: 64) + " x", false)] {
            let text = "\(StampCache.header)/p\ns\n0\n\(stamp)\n\(StampCache.end)1\n"
            XCTAssertEqual((try? StampCache.Contents.parse(Data(text.utf8)).get()) != nil, read, stamp)
        }
        // A memo count no file could hold (Int.max would overflow the line numbers) is damage.
        for count in [Int.max, Int.max - 3, 1_000] {
            let text = "\(StampCache.header)/p\ns\n\(count)\n\(StampCache.end)0\n"
            guard case .failure(.damaged(line: 3)) = StampCache.Contents.parse(Data(text.utf8)) else { return XCTFail("count \(count) was read") }
        }
    }
}
