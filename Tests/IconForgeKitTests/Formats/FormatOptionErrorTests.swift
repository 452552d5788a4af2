import Foundation
@testable import IconForgeKit
import XCTest

/// A setting a format refuses, and an output path a command refuses, are cases with what they
/// name; the command line asks the case, not the words, whether the option is named already.
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
        XCTAssertTrue(error.namesOption)
        XCTAssertEqual(error.reason, "--android-theme is not a setting of png outputs (they take none)")
        let inManifest = try XCTUnwrap(refusal(.png, "theme", "light", .manifest(file: "iconforge.yml", line: 3)))
        XCTAssertFalse(inManifest.namesOption)
        XCTAssertEqual(inManifest.reason, "theme is not a setting of png outputs (they take none)")
    }

    func testAValueTheFormatCannotUseIsItsCaseAndLeavesTheOptionToTheCommandLine() throws {
        let error = try XCTUnwrap(refusal(.android, "theme", "blue", .option("--android-theme")))
        guard case .notAChoice("android theme", let choices, text: "blue") = error.problem else { return XCTFail("\(error.problem)") }
        XCTAssertFalse(choices.isEmpty)
        XCTAssertFalse(error.namesOption)
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
