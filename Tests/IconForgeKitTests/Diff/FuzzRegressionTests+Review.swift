import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// The inputs the review's fuzz targets found (Tests/Fuzz/Regressions/DrawableSVG, GitOutput).
extension FuzzRegressionTests {
    /// A committed drawable whose attribute name is not UTF-8 made Foundation's parser trap, and
    /// one whose path data ends its attribute (`"/><image href=…`) put an element of its own into
    /// the SVG librsvg draws. Each is refused, or drawn as an SVG holding only what the reader
    /// writes (the fuzz target's own check); the one whose path data held markup draws.
    func testDrawableInputsAreRefusedOrDrawnAsTheirOwnPaths() throws {
        let found = try inputs("DrawableSVG")
        XCTAssertFalse(found.isEmpty)
        var drawn: [String] = []
        for (name, data) in found {
            let svg: String
            do {
                svg = try VectorDrawableSVG.svg(from: data, pixels: 48)
            } catch {
                XCTAssertTrue(error is VectorDrawableSVG.Unsupported, "\(name): \(error)")
                continue
            }
            drawn.append(name)
            XCTAssertNil(RedrawnSVGCheck.problem(in: svg), "\(name): \(svg)")
        }
        XCTAssertTrue(drawn.contains("path-data-closes-its-attribute.xml"), "\(drawn)")
    }

    /// An instruction inside an instruction's target (`<?<?xml…?>`, found by the drawable's
    /// target, and crashing the SVG converter as well) gets its placeholder: libxml2 reads the
    /// inner one as an instruction of its own, and Foundation's parser called strlen on its data.
    /// The input itself is replayed with each target's (Regressions/DrawableSVG, VectorDrawable).
    func testAnInstructionInsideAnInstructionsTargetGetsItsPlaceholder() {
        XCTAssertEqual(SVGElement.withDataInEveryInstruction(Data("<?<?xmlutf-8?>".utf8)), Data("<?<?xmlutf-8 _?>".utf8))
        XCTAssertEqual(SVGElement.withDataInEveryInstruction(Data("<a><?x<?y?></a>".utf8)), Data("<a><?x<?y _?></a>".utf8))
    }

    /// The path data that closed its attribute is drawn as the path data it is.
    func testAPathDataHoldingMarkupStaysOneAttribute() throws {
        let drawable = #"<vector xmlns:android="http://schemas.android.com/apk/res/android" android:viewportWidth="24" "#
            + ##"android:viewportHeight="24"><path android:pathData='M0 0h4v4z"/&gt;&lt;image href="x' android:fillColor="#F00"/></vector>"##
        let svg = try VectorDrawableSVG.svg(from: Data(drawable.utf8), pixels: 24)
        XCTAssertTrue(svg.contains(##"<path d="M0 0h4v4z&quot;/&gt;&lt;image href=&quot;x" fill="#F00""##), svg)
        // A name that is not UTF-8 is refused before Foundation's parser sees it.
        XCTAssertThrowsError(try VectorDrawableSVG.svg(from: Data("<vector a".utf8) + Data([0xDF]) + Data("=\"1\"/>".utf8), pixels: 24)) {
            XCTAssertTrue("\($0)".contains("not UTF-8"), "\($0)")
        }
    }

    /// `git cat-file --batch` output announcing Int.max bytes overflowed the length check.
    func testGitOutputInputsAreRefusedNotTrapped() throws {
        let found = try inputs("GitOutput")
        XCTAssertFalse(found.isEmpty)
        for (name, data) in found {
            XCTAssertThrowsError(try GitBatch.parse(data), name) { error in
                XCTAssertEqual(error as? ReviewError, .gitFailed(command: "git cat-file", reason: "its output was cut off"), name)
            }
            _ = GitTree.entries(data)
        }
        // A whole object beside it still reads.
        XCTAssertEqual(try GitBatch.parse(Data("a blob 2\nhi\nb missing\n".utf8)), ["a": Data("hi".utf8)])
    }
}
