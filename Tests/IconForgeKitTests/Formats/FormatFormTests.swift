@testable import IconForgeKit
import Foundation
import XCTest

/// A vector or symbol form is a property of its one format: the format's type answers for every
/// form, reads the form's settings, and keeps the form's own name where build states and
/// messages used it when each form was a type of its own.
final class FormatFormTests: XCTestCase {
    private let root = URL(fileURLWithPath: "/nonexistent/App.xcassets")

    func testOneCatalogTypeWritesPNGsPDFsOrSymbolSetsByItsForm() throws {
        let icon = AssetPlan.icon("home", scales: [2, 3]), button = AssetPlan.button("buy", scales: [2], states: [.normal],
                                                                                     appearances: [false], layouts: [2: ButtonGeometry().layout(scale: 2)])
        let png = XcodeCatalog(root: root), pdf = try XcodeCatalog(root: root, form: .vector)
        let symbol = try XcodeCatalog(root: root, options: FormatOptions(recorded: ["symbol-insets": "1"]), form: .symbol)
        XCTAssertEqual(try png.files(of: icon).map(\.path), ["home.imageset/home@2x.png", "home.imageset/home@3x.png"])
        XCTAssertEqual(try pdf.files(of: icon).map(\.path), ["home.imageset/home.pdf"])
        XCTAssertEqual(try symbol.files(of: icon).map(\.path), ["home.symbolset/home.svg"])
        // Buttons are PNGs in every form.
        for form in [png, pdf, symbol] { XCTAssertEqual(try form.files(of: button).map(\.path), ["buy.imageset/buy@2x.png"]) }
        XCTAssertNil(png.vectorArt(IconOptions()))
        XCTAssertNotNil(pdf.vectorArt(IconOptions())?.pdfPage)
        XCTAssertEqual(symbol.vectorArt(IconOptions())?.symbolOptions?.symbolInsets, SymbolInsets(top: 1, left: 1, bottom: 1, right: 1))
        // A symbol and an image of one name are one asset to Xcode in the symbol form.
        XCTAssertEqual(symbol.clashKey("home.symbolset/home.svg"), symbol.clashKey("home.imageset/home.pdf"))
        XCTAssertNotEqual(png.clashKey("home.symbolset/home.svg"), png.clashKey("home.imageset/home.pdf"))
    }

    func testAndroidsVectorFormIsAndroidResourcesWritingDrawables() throws {
        let res = URL(fileURLWithPath: "/nonexistent/res")
        let options = FormatOptions(recorded: ["vector-fallback": "png"])
        let vector = try vectorBundle(of: .android, options: options, root: res)
        XCTAssertTrue(vector is AndroidResources)
        XCTAssertEqual(try vector.files(of: AssetPlan.icon("home", scales: [1])).map(\.path), ["drawable/ic_tab_home.xml"])
        guard case .drawable(_, let fallsBack)? = vector.vectorArt(IconOptions()) else { return XCTFail("no drawable") }
        XCTAssertTrue(fallsBack)
        XCTAssertThrowsError(try BundleFormat.android.output(root: res, options: options)) { error in
            XCTAssertEqual((error as? FormatOptionError)?.problem, .notASetting(.android, form: "vector"))
        }
    }

    func testFormsKeepTheirNamesInBuildStatesAndAreNoFormatNames() throws {
        XCTAssertEqual(try BuildOutput(format: BundleFormat.xcassets.vectorForm!, path: "A", root: root).optionsKey, "xcassets-pdf")
        XCTAssertEqual(try BuildOutput(format: BundleFormat.xcassets.symbolForm!, path: "A", root: root,
                                       options: FormatOptions(recorded: ["symbol-insets": "2"])).optionsKey,
                       "xcassets-symbol;symbol-insets=2.0,2.0,2.0,2.0")
        XCTAssertEqual(try BuildOutput(format: BundleFormat.android.vectorForm!, path: "res", root: root).optionsKey.prefix(15), "android-vector;")
        XCTAssertEqual(BundleFormat.allCases.map(\.rawValue).filter { $0.contains("-") }, [])
        XCTAssertNil(BundleFormat(rawValue: "xcassets-pdf"))
        XCTAssertEqual(BundleFormat.xcassets.symbolForm?.settings.map(\.key), ["symbol-insets"])
        XCTAssertEqual(BundleFormat.xcassets.vectorForm?.type.key, .xcassets)
    }

    func testARecordOfFormsFilesAsTheLastReleaseWroteItStillReads() {
        // What a record holds: asset ids, their files, and the settings that named them where any were given.
        let catalog = XcodeCatalog(root: root)
        let paths = catalog.recordablePaths(id: "icons/Tabs/home")
        XCTAssertTrue(paths.isSuperset(of: ["Tabs/home.imageset/home.pdf", "Tabs/home.symbolset/home.svg", "Tabs/Contents.json"]), "\(paths.sorted())")
        XCTAssertEqual(catalog.recordedForms(["symbol-insets": "1"])?.map(\.form), [nil, .vector, .symbol])
        XCTAssertNil(catalog.recordedForms(["vector-fallback": "png"]), "no form of the catalog takes it")
        let res = AndroidResources(root: URL(fileURLWithPath: "/nonexistent/res"))
        XCTAssertTrue(res.recordablePaths(id: "icons/home").isSuperset(of: ["drawable/ic_tab_home.xml", "drawable-mdpi/ic_tab_home.png"]))
        XCTAssertEqual(res.recordedForms(["vector-fallback": "png", "prefix": "nav_"])?.map(\.form), [nil, .vector])
    }

    /// The bundle of `format`'s vector form at `root`, as a manifest's `vector: true` makes it.
    private func vectorBundle(of format: BundleFormat, options: FormatOptions, root: URL) throws -> any OutputFormat {
        try XCTUnwrap(format.vectorForm).output(root: root, options: options)
    }
}
