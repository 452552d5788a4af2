@testable import IconForgeKit
import Foundation
import XCTest

final class KeyedSequencerTests: XCTestCase {
    func testItemsSharingAKeyAreHandledInIndexOrderWhateverOrderTheyArrive() {
        let keys = ["a", "b", "a", "c", "a", "b"]
        let sequencer = KeyedSequencer<Int>(keys: keys)
        var handled: [Int] = []
        for index in [4, 5, 0, 3, 2, 1] {
            sequencer.submit(index, index * 10) { index, value in
                XCTAssertEqual(value, index * 10)
                handled.append(index)
            }
        }
        XCTAssertEqual(handled.filter { keys[$0] == "a" }, [0, 2, 4])
        XCTAssertEqual(handled.filter { keys[$0] == "b" }, [1, 5])
        XCTAssertEqual(handled.sorted(), Array(0 ..< 6))
    }

    func testAnItemWithAUniqueKeyIsHandledAsSoonAsItArrives() {
        let sequencer = KeyedSequencer<String>(keys: ["x", "y"])
        var handled: [Int] = []
        sequencer.submit(1, "late") { index, _ in handled.append(index) }
        XCTAssertEqual(handled, [1])
    }

    func testConcurrentSubmissionsKeepThePerKeyOrder() {
        let keys = (0 ..< 400).map { "k\($0 % 7)" }
        let sequencer = KeyedSequencer<Int>(keys: keys)
        let lock = NSLock()
        var handled: [Int] = []
        DispatchQueue.concurrentPerform(iterations: keys.count) { step in
            let index = (step * 37) % keys.count
            sequencer.submit(index, index) { index, _ in lock.withLock { handled.append(index) } }
        }
        XCTAssertEqual(handled.count, keys.count)
        for key in Set(keys) {
            let order = handled.filter { keys[$0] == key }
            XCTAssertEqual(order, order.sorted(), key)
        }
    }
}
