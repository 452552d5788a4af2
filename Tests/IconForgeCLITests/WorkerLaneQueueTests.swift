import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// A worker gets its next request while it renders the current one. Results still go to their
/// own requests, a request too large to wait in the pipe waits for the worker instead (a send
/// that filled the pipe while the worker filled its reply would hang both), and a request queued
/// behind one that kills its worker is rendered again by the next worker.
final class WorkerLaneQueueTests: XCTestCase {
    /// A ring in a viewBox `width` wide, padded with a comment of `padding` bytes.
    private func request(width: Int, padding: Int) -> RenderRequest {
        let comment = padding > 0 ? "<!--" + String(repeating: "x", count: padding) + "-->" : ""
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \#(width) 24">\#(comment)<circle cx="12" cy="12" r="8"/></svg>"#
        return RenderRequest(svg: Data(svg.utf8), targets: [RenderTarget(width: 30, height: 30, padding: 0)])
    }

    private func render(_ requests: [RenderRequest], jobs: Int) -> [Int: Result<RenderResult, Error>] {
        let pool = WorkerPool(WorkerPool.Configuration(executable: CLI.binary, jobs: jobs))
        defer { pool.shutdown() }
        let results = LockedBox<[Int: Result<RenderResult, Error>]>([:])
        pool.renderBatch(requests) { index, result in results.withLock { $0[index] = result } }
        return results.withLock { $0 }
    }

    func testSmallAndLargeRequestsEachGetTheirOwnResult() throws {
        // Large ones (300 KB, several pipes full) between small ones, in a pattern the lanes split unevenly.
        let requests = (0 ..< 40).map { request(width: 10 + $0, padding: $0 % 3 == 1 ? 300_000 : 0) }
        for jobs in [1, 2] {
            let results = render(requests, jobs: jobs)
            XCTAssertEqual(results.count, requests.count)
            for index in requests.indices {
                let result = try XCTUnwrap(results[index]).get()
                XCTAssertEqual(result.documentWidth, Double(10 + index), "request \(index), --jobs \(jobs)")
            }
        }
    }

    func testARequestQueuedBehindACrashIsRenderedByTheNextWorker() throws {
        let crash = try Data(contentsOf: HostileFixtures.committed.appendingPathComponent("fetile-empty.svg"))
        var requests = (0 ..< 12).map { request(width: 10 + $0, padding: 0) }
        for position in [3, 4, 9] {
            requests[position] = RenderRequest(svg: crash, targets: [RenderTarget(width: 30, height: 30, padding: 0)])
        }
        let results = render(requests, jobs: 1)
        for index in requests.indices {
            let result = try XCTUnwrap(results[index], "request \(index) was never answered")
            if [3, 4, 9].contains(index) {
                XCTAssertThrowsError(try result.get(), "request \(index)") { error in
                    XCTAssertEqual(error as? WorkerFailure, .crashed(signal: SIGABRT))
                }
            } else {
                XCTAssertEqual(try result.get().documentWidth, Double(10 + index), "request \(index)")
            }
        }
    }
}
