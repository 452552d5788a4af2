import Foundation
@testable import IconForgeKit
import XCTest

/// A setting a format refuses, and an output path a command refuses, are cases with what they
/// name; the command line asks the error, not its words, which option to name ahead of the reason.
final class FormatOptionErrorTests: XCTestCase {
    func refusal(_ format: BundleFormat, _ key: String, _ value: String, _ origin: FormatOptions.Origin) -> FormatOptionError? {
        do {
            _ = try format.output(root: URL(fileURLWithPath: "/tmp/out"), options: FormatOptions([key: .init(value, origin: origin)]))
        } catch let error as FormatOptionError {
            return error
        } catch {
            XCTFail("\(error)")
        }
        return nil
    }

    func testAKeyTheFormatDoesNotTakeNamesItsOption() throws {
        let error = try XCTUnwrap(refusal(.png, "theme", "light", .option("--android-theme")))
        XCTAssertEqual(error.problem, .notASetting(.png, form: nil))
        XCTAssertNil(error.option, "the reason names it")
        XCTAssertEqual(error.reason, "--android-theme is not a setting of png outputs (they take none)")
        let inManifest = try XCTUnwrap(refusal(.png, "theme", "light", .manifest(file: "iconforge.yml", line: 3)))
        XCTAssertNil(inManifest.option)
        XCTAssertEqual(inManifest.reason, "theme is not a setting of png outputs (they take none)")
        let bySet = try XCTUnwrap(refusal(.png, "theme", "light", .set(key: "theme")))
        XCTAssertNil(bySet.option)
        XCTAssertEqual(bySet.reason, "--set theme is not a setting of png outputs (they take none)")
    }

    func testAValueTheFormatCannotUseIsItsCaseAndLeavesTheOptionToTheCommandLine() throws {
        let error = try XCTUnwrap(refusal(.android, "theme", "blue", .option("--android-theme")))
        guard case .notAChoice("android theme", let choices, text: "blue") = error.problem else { return XCTFail("\(error.problem)") }
        XCTAssertFalse(choices.isEmpty)
        XCTAssertEqual(error.option, "--android-theme")
        let bySet = try XCTUnwrap(refusal(.android, "theme", "blue", .set(key: "theme")))
        XCTAssertEqual(bySet.option, "--set", "the reason names the setting after it")
        let prefix = try XCTUnwrap(refusal(.android, "prefix", "Nav", .manifest(file: "iconforge.yml", line: 2)))
        XCTAssertEqual(prefix.problem, .notAResourcePrefix("Nav"))
    }

    func testCodegenWritingIntoItsCatalogIsItsCase() {
        XCTAssertThrowsError(try OutputPaths.checkCodegen(output: "/tmp/App.xcassets/Gen.swift", catalogs: ["/tmp/App.xcassets"])) { error in
            XCTAssertEqual(error as? OutputPathError, .insideCatalog(path: "/tmp/App.xcassets/Gen.swift", catalog: "/tmp/App.xcassets"))
            XCTAssertEqual("\(error)", "/tmp/App.xcassets/Gen.swift: --output is inside the catalog '/tmp/App.xcassets' it reads")
        }
    }
}
