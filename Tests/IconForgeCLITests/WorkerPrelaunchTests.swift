import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// Workers started before a batch (while the inputs are read) are the ones that render it; one
/// that died while waiting is replaced, and its request still renders.
final class WorkerPrelaunchTests: XCTestCase {
    private func children() -> [pid_t] {
        let pipe = Pipe(), process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
        process.arguments = ["-P", String(getpid())]
        process.standardOutput = pipe
        try? process.run()
        process.waitUntilExit()
        return String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").compactMap { pid_t($0) }
    }

    /// Dead and its pipes closed: the leader a zombie and its other threads gone too (a killed
    /// process's leader turns zombie while its threads still hold the open files).
    private func isDead(_ pid: pid_t) -> Bool {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task"))?.count ?? 0
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z" && threads <= 1
    }

    private func request(_ radius: Int) -> RenderRequest {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="\#(radius)"/></svg>"#
        return RenderRequest(svg: Data(svg.utf8), targets: [RenderTarget(width: 30, height: 30, padding: 0)])
    }

    func testPreparedWorkersRenderTheBatchAndADeadOneIsReplaced() throws {
        let rasterizer = WorkerPoolRasterizer(WorkerPool.Configuration(executable: CLI.binary, jobs: 2))
        defer { rasterizer.pool.shutdown() }
        let before = Set(children())
        rasterizer.prepare(forRenders: 1)
        XCTAssertEqual(Set(children()).subtracting(before).count, 1, "one render needs one worker")
        rasterizer.prepare(forRenders: 50)
        let started = Set(children()).subtracting(before)
        XCTAssertEqual(started.count, 2, "never more workers than --jobs")
        kill(started.first!, SIGKILL)
        // Dead (a zombie the pool has not reaped) before the batch starts: its pipe is closed.
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline, !isDead(started.first!) { usleep(10_000) }
        XCTAssertTrue(isDead(started.first!))

        let requests = (1 ... 6).map(request)
        let delivered = LockedBox<[Int: Result<RenderResult, Error>]>([:])
        rasterizer.renderBatch(requests) { index, result in delivered.withLock { $0[index] = result } }
        let results = delivered.withLock { $0 }
        XCTAssertEqual(results.count, 6)
        for (index, result) in results {
            let image = try result.get().images[0]
            XCTAssertEqual(image.width, 30, "request \(index)")
            XCTAssertGreaterThan(image.alphaPlane.values.map(Int.init).reduce(0, +), 0, "request \(index) drew its circle")
        }
        XCTAssertTrue(Set(children()).subtracting(before).contains(started.subtracting([started.first!]).first!),
                      "the live prepared worker was used and kept")
    }

    /// An ending command does not wait for its killed idle workers; they are killed all the same.
    func testShutdownWithoutReapingStillKillsIdleWorkers() throws {
        let rasterizer = WorkerPoolRasterizer(WorkerPool.Configuration(executable: CLI.binary, jobs: 1, reapsIdleWorkers: false))
        let before = Set(children())
        rasterizer.prepare(forRenders: 1)
        let started = Set(children()).subtracting(before)
        XCTAssertEqual(started.count, 1)
        rasterizer.pool.shutdown()
        for pid in started {
            let deadline = Date().addingTimeInterval(5)
            while !isDead(pid), Date() < deadline { usleep(10_000) }
            XCTAssertTrue(isDead(pid), "worker \(pid) still running after shutdown")
            var status: Int32 = 0
            XCTAssertEqual(waitpid(pid, &status, 0), pid, "left for the caller (or init) to reap")
            XCTAssertEqual(status & 0x7F, SIGKILL)
        }
    }
}
