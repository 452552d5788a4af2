@testable import IconForgeKit
import XCTest

/// The standby worker warms what the command's job will use: the preview only for `icon` with one.
final class StandbyWarmUpTests: XCTestCase {
    func testTheCommandLineChoosesTheWarmUp() {
        XCTAssertEqual(StandbyWarmUp.for(["icon", "docs"]), .iconWithPreview)
        XCTAssertEqual(StandbyWarmUp.for(["icon", "art/a.svg", "--preview", "each"]), .iconWithPreview)
        XCTAssertEqual(StandbyWarmUp.for(["icon", "docs", "--no-preview"]), .renderer)
        XCTAssertEqual(StandbyWarmUp.for(["button", "--color", "00bd00"]), .renderer)
        XCTAssertEqual(StandbyWarmUp.for(["build"]), .renderer)
    }
}
