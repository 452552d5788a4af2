import Foundation
import IconForgeKit
import XCTest

/// `assets:` on outputs, `previews:`, and the catalogs `swift:` reads.
extension ManifestParserTests {
    func testOutputsTakeEveryAssetUnlessTheyNameKinds() throws {
        let manifest = try parse("""
        outputs:
          - xcassets: A.xcassets
            assets: icons
          - xcassets: B.xcassets
            assets: [buttons]
          - png: P
          - android: res
            assets: all
        icons: [a.svg]
        buttons:
          - {name: b, colour: red}
        """)
        XCTAssertEqual(manifest.outputs.map(\.assets), [[.icons], [.buttons], [.icons, .buttons], [.icons, .buttons]])
        XCTAssertEqual(manifest.outputs.map(\.path), ["A.xcassets", "B.xcassets", "P", "res"])
        XCTAssertNil(manifest.previews)
        XCTAssertEqual(manifest.swift, nil)
    }

    func testTheContactSheetGoesIntoThePreviewsFolderBesideTheManifestWhereverTheOutputsAre() throws {
        for output in ["{xcassets: Icons.xcassets}", "{png: /abs}", "{png: out/PNG/}", "{xcassets: MyApp/MyApp/Assets.xcassets}"] {
            XCTAssertEqual(try parse("outputs: [\(output)]").contactSheet, "iconforge-previews/ContactSheet.png", output)
        }
        XCTAssertEqual(try parse("outputs: [{png: out}]\ncontact-sheet: true").contactSheet, "iconforge-previews/ContactSheet.png")
    }

    func testBadSelectionsAndKindsNoOutputTakesAreErrors() {
        XCTAssertEqual(error("outputs:\n  - png: P\n    assets: pictures\n")?.description,
                       "iconforge.yml:3: assets must be all, icons or buttons (or a list of them), not 'pictures'")
        XCTAssertEqual(error("outputs:\n  - png: P\n    assets: icons\nbuttons:\n  - {name: b, colour: red}\n")?.description,
                       "iconforge.yml:5: buttons are declared but no output takes them (add 'assets: buttons' to an output)")
        XCTAssertEqual(error("outputs:\n  - assets: icons\n")?.description,
                       "iconforge.yml:2: each output names one format: \(FormatRegistry.names()) (e.g. '- xcassets: Assets/Icons.xcassets')")
    }

    func testPreviewsNameAFolderOutsideEveryOutput() throws {
        XCTAssertEqual(try parse("outputs:\n  - png: P\npreviews: Assets/Previews\n").previews, "Assets/Previews")
        XCTAssertNil(try parse("outputs:\n  - png: P\npreviews: false\n").previews)
        XCTAssertEqual(error("outputs:\n  - png: P\npreviews: P\n")?.description,
                       "iconforge.yml:3: previews 'P' cannot be inside the png output 'P'")
        XCTAssertEqual(error("outputs:\n  - xcassets: A.xcassets\npreviews: A.xcassets/Previews\n")?.description,
                       "iconforge.yml:3: previews 'A.xcassets/Previews' cannot be inside the xcassets output 'A.xcassets'")
        XCTAssertEqual(try parse("outputs:\n  - png: P\npreviews: true\n").previews, "iconforge-previews", "beside the manifest")
        XCTAssertEqual(error("outputs:\n  - png: iconforge-previews\npreviews: true\n")?.description,
                       "iconforge.yml:3: previews 'iconforge-previews' cannot be inside the png output 'iconforge-previews'")
    }

    func testSwiftReadsEveryCatalogByDefaultOrTheOnesNamed() throws {
        let outputs = "outputs:\n  - xcassets: A.xcassets\n  - png: P\n  - xcassets: B.xcassets\n"
        XCTAssertEqual(try parse(outputs + "swift:\n  output: S.swift\n").swift?.catalogs, ["A.xcassets", "B.xcassets"])
        XCTAssertEqual(try parse(outputs + "swift:\n  output: S.swift\n  catalog: B.xcassets\n").swift?.catalogs, ["B.xcassets"])
        XCTAssertEqual(try parse(outputs + "swift:\n  output: S.swift\n  catalog: [B.xcassets, A.xcassets]\n").swift?.catalogs,
                       ["B.xcassets", "A.xcassets"])
        XCTAssertEqual(error(outputs + "swift:\n  output: S.swift\n  catalog: P\n")?.description,
                       "iconforge.yml:7: swift reads an xcassets output: 'P' is not one; name one or more of A.xcassets, B.xcassets as 'catalog'")
    }
}
