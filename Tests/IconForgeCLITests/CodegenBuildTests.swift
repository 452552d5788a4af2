import Foundation
import XCTest

/// The manifest's `swift:` block writes what `codegen` writes, and `build` warns about
/// asset names that clash in Xcode's generated asset symbols.
final class CodegenBuildTests: XCTestCase {
    func testTwoCatalogsGetAnEnumEachAndForceCatalogEnumsGivesOneItsEnum() throws {
        let folder = try makeTemporaryFolder(self)
        let manifest = """
        outputs:
          - xcassets: Icons.xcassets
          - xcassets: Buttons.xcassets
        contact-sheet: false
        swift:
          output: Assets.swift
          catalog: Icons.xcassets
          force-catalog-enums: true
        icons:
          - template: docs
        """
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("iconforge.yml"))
        let run = try CLI.run(["build"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let source = try String(contentsOf: folder.appendingPathComponent("Assets.swift"), encoding: .utf8)
        XCTAssertTrue(source.contains("enum Asset {\n    enum Icons {\n        static let docs = ImageAsset(name: \"docs\", isTemplate: true)"), source)
        XCTAssertEqual(try CLI.run(["codegen", "--catalog", "Icons.xcassets", "--force-catalog-enums", "-o", "again.swift"], in: folder).status, 0)
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("again.swift")),
                       try Data(contentsOf: folder.appendingPathComponent("Assets.swift")))

        try Data(manifest.replacingOccurrences(of: "true", with: "maybe").utf8).write(to: folder.appendingPathComponent("iconforge.yml"))
        let bad = try CLI.run(["build"], in: folder)
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stderr.contains("iconforge.yml:8: force-catalog-enums must be true or false"), bad.stderr)
    }

    func testBuildWarnsAboutIconsWhoseXcodeAssetSymbolsClash() throws {
        let folder = try makeTemporaryFolder(self)
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="8"/></svg>"#
        for name in ["house-fill", "houseFill"] { try Data(svg.utf8).write(to: folder.appendingPathComponent("\(name).svg")) }
        try Data("outputs:\n  - xcassets: App.xcassets\ncontact-sheet: false\nicons:\n  - source: \"*.svg\"\n".utf8)
            .write(to: folder.appendingPathComponent("iconforge.yml"))
        let run = try CLI.run(["build", "--quiet"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let catalog = folder.appendingPathComponent("App.xcassets").path
        XCTAssertEqual(run.errorLines, [
            "iconforge: warning: \(catalog)/houseFill.imageset: Xcode's generated asset symbol for it, `houseFill`, is also the symbol of "
                + "\(catalog)/house-fill.imageset; Xcode 15 and later stop the build when they generate asset symbols for both; rename one",
        ])
    }
}
