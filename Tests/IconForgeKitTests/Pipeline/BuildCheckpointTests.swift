@testable import IconForgeKit
import XCTest

/// When a running build saves its states: often enough that a kill loses little, rarely
/// enough that a large build does not spend its time rewriting records it already saved.
final class BuildCheckpointTests: XCTestCase {
    /// The finished-asset counts at which a checkpoint saved, over `assets` assets, with the
    /// clock taken out (an interval no build reaches).
    func saves(assets: Int, batch: Int = 32, share: Int = 4) -> [Int] {
        var finished = 0
        var saves: [Int] = []
        let checkpoint = BuildCheckpoint(batch: batch, share: share, interval: .infinity) { saves.append(finished) }
        for _ in 0 ..< assets {
            finished += 1
            checkpoint.assetFinished()
        }
        return saves
    }

    func testASmallBuildSavesEveryBatch() {
        XCTAssertEqual(saves(assets: 100), [32, 64, 96])
    }

    func testALargeBuildWaitsForAShareOfWhatItFinished() {
        let saves = saves(assets: 10_000)
        // Every 32 assets would be 312 saves of ever larger states.
        XCTAssertLessThan(saves.count, 40)
        XCTAssertEqual(Array(saves.prefix(4)), [32, 64, 96, 128])
        // A kill loses at most a quarter of the finished assets (or one batch), never more.
        var previous = 0
        for save in saves + [10_000] {
            XCTAssertLessThanOrEqual(save - previous, max(32, save / 4), "between \(previous) and \(save)")
            previous = save
        }
    }

    func testTheElapsedIntervalSavesBeforeTheBatchIsFull() {
        var saved = 0
        let checkpoint = BuildCheckpoint(batch: 32, interval: 0) { saved += 1 }
        checkpoint.assetFinished()
        XCTAssertEqual(saved, 1)
    }
}
