import Foundation
@testable import IconForgeKit
import XCTest

/// Codegen's errors are values: the path and a case with what it names, worded as the CLI prints them.
final class CatalogErrorTests: XCTestCase {
    func testAFileGivenAsACatalogIsItsCase() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("iconforge-not-a-catalog-\(getpid()).xcassets")
        try Data("{}".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertThrowsError(try CatalogReader.read(file)) { error in
            guard let error = error as? CatalogError, case .notAFolder = error.problem else { return XCTFail("\(error)") }
            XCTAssertEqual(error.description, "\(file.path): is a file, not a folder (an .xcassets catalog is a folder)")
        }
    }

    func testTwoEnumsOfOneSwiftNameAreItsCaseNamingBoth() throws {
        let generator = SwiftCodeGenerator(enumName: "Asset", accessLevel: "internal", forceCatalogEnums: true)
        let one = CatalogNamespace(name: "Tabs", path: "A.xcassets", assets: [], children: [])
        let other = CatalogNamespace(name: "tabs", path: "B.xcassets", assets: [], children: [])
        XCTAssertThrowsError(try generator.generate(CatalogContents(catalogs: [one, other]), catalogNames: "A, B")) { error in
            guard let error = error as? CatalogError, case .sameSwiftName("Tabs", other: "A.xcassets") = error.problem else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(error.reason, "its Swift name `Tabs` is also the name of A.xcassets; rename one")
        }
    }

    /// An error of no area iconforge knows stays the value it is until it is worded.
    func testAnAssetErrorOfNoKnownAreaKeepsTheError() {
        guard case .other(let kept) = AssetError(CocoaError(.fileReadNoPermission)) else { return XCTFail("not kept") }
        XCTAssertEqual((kept as? CocoaError)?.code, .fileReadNoPermission)
        XCTAssertEqual(AssetError(CocoaError(.fileReadNoPermission)).description, "permission denied")
    }
}
