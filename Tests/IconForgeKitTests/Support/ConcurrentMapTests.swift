import Foundation
import Synchronization
@testable import IconForgeKit
import XCTest

/// A map spread over the cores gives what the serial map gives, in order, whatever the count
/// and the run length.
final class ConcurrentMapTests: XCTestCase {
    func testEveryIndexIsMappedOnceAndInPlace() {
        for count in [0, 1, 2, 63, 64, 65, 1_000] {
            for chunk in [1, 7, 64, 256] {
                let calls = Mutex(0)
                let mapped = [String](concurrentlyMapping: count, chunk: chunk) { index in
                    calls.withLock { $0 += 1 }
                    return "#\(index * 3)"
                }
                XCTAssertEqual(mapped, (0 ..< count).map { "#\($0 * 3)" }, "count \(count), chunk \(chunk)")
                XCTAssertEqual(calls.withLock { $0 }, count, "count \(count), chunk \(chunk)")
            }
        }
    }
}
