import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// The Compose ImageVectors draw what the PNGs draw: each icon of whole corpus sets, converted
/// to the `.kt` file the compose output writes, read back into SVG (`ImageVectorSVG`) and drawn
/// at 96 px (xxxhdpi of 24 dp, the largest PNG an Android output renders), against iconforge's
/// own PNG mask at that size.
final class ImageVectorFidelityTests: XCTestCase {
    /// The `.kt` file the compose output writes for `svg`, with the options it gives the converter.
    static func kotlin(_ svg: Data, padding: Double = 0) throws -> String {
        let format = try ComposeImageVectors(root: URL(fileURLWithPath: "/"),
                                             options: FormatOptions(["package": .init("com.example.icons", origin: .option("--set"))]))
        var drawable: VectorDrawableOptions?
        if case .drawable(let options, _)? = format.vectorArt(format.iconOptions(IconOptions(width: 24, height: 24, padding: padding))) {
            drawable = options
        }
        let code = try XCTUnwrap(ImageVectorCode(data: try VectorDrawable.convert(svg: svg, options: try XCTUnwrap(drawable))))
        return code.file(package: "com.example.icons", receiver: "TabIcons", property: "Icon", name: "Icon")
    }

    /// Stroked line art, every icon.
    func testEveryFeatherIconDrawnBackFromItsKotlinMatchesItsPNG() throws {
        try checkWholeSet("feather")
    }

    /// Filled outlines with even-odd holes, every icon.
    func testEveryHeroiconDrawnBackFromItsKotlinMatchesItsPNG() throws {
        try checkWholeSet("heroicons")
    }

    /// The largest set, 1,776 icons (about a minute), opt-in as `VectorCorpusTests` is.
    func testEveryLucideIconDrawnBackFromItsKotlinMatchesItsPNG() throws {
        guard ProcessInfo.processInfo.environment["ICONFORGE_VECTOR_CORPUS"] == "1" else {
            throw XCTSkip("set ICONFORGE_VECTOR_CORPUS=1 to run all of lucide")
        }
        try checkWholeSet("lucide")
    }

    func testAShiftedDrawingIsCaught() throws {
        let svg = Data(svgDocument(#"<rect x="4" y="4" width="16" height="16"/>"#).utf8)
        let shifted = Data(svgDocument(#"<rect x="5" y="4" width="16" height="16"/>"#).utf8)
        let fidelity = try VectorFidelity.imageVector(try Self.kotlin(shifted), of: svg, pixels: 96)
        XCTAssertGreaterThan(fidelity.meanDifference, VectorFidelity.meanLimit)
    }

    /// Every SVG of the corpus set `name`, at no padding and at 2 dp (8 px at 96).
    private func checkWholeSet(_ name: String) throws {
        let set = try requireCorpus().appendingPathComponent(name)
        let paths = try relativeFiles(in: set).filter { $0.hasSuffix(".svg") }.sorted()
        XCTAssertGreaterThan(paths.count, 200)
        var means: [Double] = [], worst = (name: "", mean: 0.0, maximum: 0)
        for path in paths {
            let svg = try Data(contentsOf: set.appendingPathComponent(path))
            for padding in [0.0, 2] {
                let fidelity = try VectorFidelity.imageVector(try Self.kotlin(svg, padding: padding), of: svg, pixels: 96, padding: padding * 4)
                means.append(fidelity.meanDifference)
                if fidelity.meanDifference >= worst.mean { worst = (path, fidelity.meanDifference, fidelity.maximumDifference) }
                XCTAssertLessThan(fidelity.meanDifference, VectorFidelity.meanLimit,
                                  "\(name)/\(path) padding \(padding): max |Δα| \(fidelity.maximumDifference)")
            }
        }
        let line = String(format: "ImageVector vs PNG, %@: %d icons x 2 paddings, mean |Δα| %.4f/255, worst %@ %.4f/255 (largest pixel %d)",
                          name, paths.count, means.reduce(0, +) / Double(max(1, means.count)), worst.name, worst.mean, worst.maximum)
        print(line)
        XCTAssertLessThan(worst.mean, VectorFidelity.meanLimit, line)
    }
}
