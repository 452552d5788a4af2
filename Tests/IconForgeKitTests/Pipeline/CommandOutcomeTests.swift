import Foundation
@testable import IconForgeKit
import XCTest

/// A command run's outcome is per asset, an icon's or a button's alike (`AssetOutcome`); the
/// checks' findings on an icon's drawing come beside it, by asset, and an icon's outcome reads
/// both (`IconOutcome`).
final class CommandOutcomeTests: XCTestCase {
    private let redBlock = svg(##"<rect x="-10" width="50" height="30" fill="#f00"/>"##)
    private let disc = svg(#"<circle cx="15" cy="15" r="9"/>"#)

    func testTheFindingsOnADrawingGoWithItsIconAloneAndTheIconReadsItsAssetsOutcome() throws {
        let root = try makeTemporaryFolder(self)
        let builder = IconBuilder(options: IconOptions(scales: [2]), format: PNGFolder(root: root))
        let run = builder.run([source("disc", disc), source("block", redBlock)])
        XCTAssertEqual(run.assets.map(\.name), ["disc", "block"])
        XCTAssertEqual(run.assets.map(\.succeeded), [true, true])
        XCTAssertEqual(run.lint.keys.sorted(), [1], "the plain disc has no findings")
        XCTAssertEqual(run.lint[1]?.map(\.kind), [.opaqueBackground, .colourDiscarded, .clipped])
        let icons = run.icons
        XCTAssertEqual(icons.map(\.warnings.count), [0, 3])
        XCTAssertEqual(icons.map(\.files), run.assets.map(\.files))
        XCTAssertEqual(icons[1].files.map(\.lastPathComponent), ["block@2x.png"])
    }

    func testAnIconFailedByTheFindingsCarriesThoseOfItsError() throws {
        let root = try makeTemporaryFolder(self).appendingPathComponent("out")
        let builder = IconBuilder(options: IconOptions(scales: [2]), format: PNGFolder(root: root), strict: true)
        let run = builder.run([source("block", redBlock)])
        let error = try XCTUnwrap(run.assets[0].error)
        XCTAssertEqual(run.icons[0].warnings.map(\.kind), error.warnings.map(\.kind))
        XCTAssertEqual(run.icons[0].warnings.map(\.kind), [.opaqueBackground, .colourDiscarded, .clipped])
    }

    private func source(_ name: String, _ text: String) -> IconSource {
        IconSource(displayName: "\(name).svg", name: name, data: Data(text.utf8))
    }
}
