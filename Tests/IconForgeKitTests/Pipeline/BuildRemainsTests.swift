import Foundation
@testable import IconForgeKit
import XCTest

/// A build handing back what it held (`BuildRemains`) has finished with it: its outputs are
/// unlocked and its records saved, so another build runs while the remains are kept.
final class BuildRemainsTests: XCTestCase {
    func testABuildKeepingItsRemainsLeavesItsOutputsUnlockedAndSaved() throws {
        let fixture = try PipelineFixture(self)
        try fixture.write(PipelineFixture.svg(0), to: "art/one.svg")
        _ = try fixture.manifest("outputs:\n  - png: Assets/PNG\ncontact-sheet: false\nicons:\n  - source: art/*.svg\n")
        let builder = PipelineBuilder(manifest: try ManifestParser.load(fixture.url("iconforge.yml")), rasterizer: LibrsvgRasterizer())
        var remains: BuildRemains?
        XCTAssertEqual(try builder.build(keeping: &remains).ids(.built), ["icons/one"])
        let kept = try XCTUnwrap(remains)
        XCTAssertEqual(kept.survey.sessions.count, 1)
        XCTAssertTrue(fixture.exists("Assets/PNG/.iconforge-record.json"), "the record is saved")
        XCTAssertEqual(try fixture.run().ids(.unchanged), ["icons/one"], "the output is not held locked")
        withExtendedLifetime(kept) {}
    }
}
