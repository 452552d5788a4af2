import Foundation
import XCTest

final class CodegenCommandTests: XCTestCase {
    func testCodegenWritesATemplateConstantPerIconOfACatalogIconforgeMade() throws {
        let folder = try makeTemporaryFolder(self)
        let icons = try CLI.run(["icon", "docs", "home", "--out", "App.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(icons.status, 0, icons.stderr)
        let run = try CLI.run(["codegen", "--catalog", "App.xcassets", "--output", "Sources/Assets.swift"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let source = try String(contentsOf: folder.appendingPathComponent("Sources/Assets.swift"), encoding: .utf8)
        XCTAssertTrue(source.contains("static let docs = ImageAsset(name: \"docs\", isTemplate: true)"), source)
        XCTAssertTrue(source.contains("static let home = ImageAsset(name: \"home\", isTemplate: true)"), source)
    }

    func testCodegenIsDeterministic() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "docs", "search", "--out", "A.xcassets", "--no-preview"], in: folder).status, 0)
        XCTAssertEqual(try CLI.run(["codegen", "--catalog", "A.xcassets", "--output", "1.swift"], in: folder).status, 0)
        XCTAssertEqual(try CLI.run(["codegen", "--catalog", "A.xcassets", "--output", "2.swift"], in: folder).status, 0)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("1.swift")),
                       try Data(contentsOf: folder.appendingPathComponent("2.swift")))
    }

    func testAMissingCatalogIsOneLineErrorAndNoFile() throws {
        let folder = try makeTemporaryFolder(self)
        let run = try CLI.run(["codegen", "--catalog", "Nope.xcassets", "--output", "Assets.swift"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines, ["iconforge: error: \(folder.appendingPathComponent("Nope.xcassets").path): no such catalog"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Assets.swift").path))
    }

    func testAnUnwritableOutputIsOneLineNamingTheFileWithoutFoundationsFiller() throws {
        let folder = try makeTemporaryFolder(self)
        XCTAssertEqual(try CLI.run(["icon", "docs", "--out", "A.xcassets", "--no-preview"], in: folder).status, 0)
        try Data().write(to: folder.appendingPathComponent("Sources"))
        let run = try CLI.run(["codegen", "--catalog", "A.xcassets", "--output", "Sources/Assets.swift"], in: folder)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.errorLines.count, 1, run.stderr)
        let line = try XCTUnwrap(run.errorLines.first)
        XCTAssertTrue(line.hasPrefix("iconforge: error: \(folder.appendingPathComponent("Sources/Assets.swift").path): "), line)
        XCTAssertFalse(line.contains("could not be completed"), line)
    }

    func testButtonsComeBackResizableWithTheirCatalogInsetsInPoints() throws {
        let folder = try makeTemporaryFolder(self)
        let button = try CLI.run(["button", "--color", "#3366cc", "--name", "blue", "--states", "normal",
                                  "--out", "App.xcassets", "--no-preview"], in: folder)
        XCTAssertEqual(button.status, 0, button.stderr)
        XCTAssertEqual(try CLI.run(["codegen", "--catalog", "App.xcassets", "-o", "Assets.swift"], in: folder).status, 0)
        let contents = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(
            "App.xcassets/blue.imageset/Contents.json"))) as! [String: Any]
        let x3 = (contents["images"] as! [[String: Any]]).first { $0["scale"] as? String == "3x" }!
        let caps = (x3["resizing"] as! [String: Any])["cap-insets"] as! [String: Int]
        let left = Double(caps["left"]!) / 3, right = Double(caps["right"]!) / 3
        let source = try String(contentsOf: folder.appendingPathComponent("Assets.swift"), encoding: .utf8)
        XCTAssertTrue(source.contains("static let blue = ImageAsset(name: \"blue\", capInsets: .init(top: 0, "
            + "left: \(Int(left)), bottom: 0, right: \(Int(right))))"), source)
    }
}
