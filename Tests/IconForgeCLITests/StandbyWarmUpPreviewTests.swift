import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// What the standby worker warms (the preview's backdrop, kept per size, and its words) changes no
/// pixel: a process that ran the warm-up draws the preview a freshly started worker draws.
final class StandbyWarmUpPreviewTests: XCTestCase {
    func testAWarmedProcessDrawsTheSamePreviewAsAFreshWorker() throws {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M4 4h16v16H4z"/><circle cx="12" cy="12" r="5" fill="#fff"/></svg>"##
        var finishing = RenderFinishing(preview: .init(title: "Squares", targets: [1: 0, 2: 1, 3: 2]))
        finishing.add(.init(target: 0, spec: .alphaPlane))
        let request = RenderRequest(svg: Data(svg.utf8), targets: [30, 60, 90].map { RenderTarget(width: $0, height: $0, padding: 2) },
                                    finishing: finishing)
        let pool = WorkerPool(WorkerPool.Configuration(executable: CLI.binary, jobs: 1))
        defer { pool.shutdown() }
        let fresh = LockedBox<Result<RenderResult, Error>?>(nil)
        pool.renderBatch([request]) { _, result in fresh.withLock { $0 = result } }
        let freshPreview = try XCTUnwrap(try XCTUnwrap(fresh.withLock { $0 }).get().preview)

        StandbyWarmUp.iconWithPreview.run()
        let warmedPreview = try XCTUnwrap(try LibrsvgRasterizer().render(request).preview)

        let a = try PNGDecoder.decode(freshPreview), b = try PNGDecoder.decode(warmedPreview)
        XCTAssertEqual(a.width, b.width)
        XCTAssertEqual(a.height, b.height)
        XCTAssertEqual(a.image.pixels, b.image.pixels, "the warmed preview differs from a fresh worker's")
    }
}
