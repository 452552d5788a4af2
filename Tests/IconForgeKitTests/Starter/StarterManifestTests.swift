import Foundation
@testable import IconForgeKit
import XCTest
import Yams

/// The names `init` writes into a manifest read back as exactly the file they name.
final class StarterManifestTests: XCTestCase {
    /// File names YAML would fold, strip, refuse or misread, and glob(3) would take as patterns.
    let hostileNames = [
        "plain.svg", "new\nline.svg", "tab\there.svg", "cr\rhere.svg", "quote\"d.svg", "back\\slash.svg", "# hash.svg",
        "colon: space.svg", "-dash.svg", "[ab].svg", "star*.svg", "q?.svg", "{brace}.svg", "&anchor.svg", "!tag.svg",
        "%pct.svg", "@at.svg", "`tick`.svg", "nel\u{85}.svg", "sep\u{2028}.svg", "bom\u{FEFF}.svg", "rlo\u{202E}gvs.svg",
        "del\u{7F}.svg", "esc\u{1B}]0;title\u{7}.svg", " lead and trail .svg", "it's.svg", "café.svg", "e\u{301}.svg",
        "[!x]*\\?.svg", "true", "null", "~", "1e3",
    ]

    func testEveryNameReadsBackUnchangedFromTheYAML() throws {
        for name in hostileNames {
            let yaml = "- \(YAMLScalar.quoted(name))\n"
            let node = try XCTUnwrap(try Yams.compose(yaml: yaml), yaml)
            XCTAssertEqual(node.sequence?.first?.scalar?.string, name, yaml)
            XCTAssertFalse(YAMLScalar.quoted(name).contains("\n"), "one line: \(yaml)")
        }
    }

    func testEverySourceMatchesExactlyItsFileAsBuildReadsIt() throws {
        let folder = try makeTemporaryFolder(self)
        let names = hostileNames.filter { $0.hasSuffix(".svg") }
        // Decoys that a pattern would match as well.
        for name in names + ["a.svg", "b.svg", "star.svg", "starx.svg", "qx.svg", "x.svg"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data("<svg/>".utf8)))
        }
        for name in names {
            let yaml = "- \(YAMLScalar.source(name))\n"
            let source = try XCTUnwrap(try Yams.compose(yaml: yaml)?.sequence?.first?.scalar?.string, yaml)
            XCTAssertEqual(IconInput.expand(source: source, in: folder), [.file(folder.standardizedFileURL.path + "/" + name)], yaml)
        }
    }

    func testAManifestFolderWhoseNameIsAPatternStillMatchesOnlyItsOwnFiles() throws {
        let parent = try makeTemporaryFolder(self)
        let folder = parent.appendingPathComponent("app[1]")
        let decoy = parent.appendingPathComponent("app1")
        for place in [folder, decoy] {
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
            XCTAssertTrue(FileManager.default.createFile(atPath: place.appendingPathComponent("home.svg").path, contents: Data("<svg/>".utf8)))
        }
        XCTAssertEqual(IconInput.expand(source: "*.svg", in: folder), [.file(folder.path + "/home.svg")])
    }

    func testTheWholeManifestParsesForAPlanOfHostileNames() throws {
        let folder = try makeTemporaryFolder(self)
        var survey = ProjectSurvey()
        survey.svgFolders = [.init(path: "", files: hostileNames.filter { $0.hasSuffix(".svg") }.sorted()),
                             .init(path: "art [old]\n#", files: ["x.svg"])]
        survey.catalogs = ["My App/Assets.xcassets"]
        let plan = StarterPlan(survey: survey, root: folder)
        let text = StarterManifest.text(plan)
        let manifest = try ManifestParser.parse(text, file: folder.appendingPathComponent("iconforge.yml"))
        XCTAssertEqual(manifest.outputs.map(\.path), ["My App/Assets.xcassets"])
        let sources = manifest.icons.flatMap(\.sources)
        XCTAssertEqual(sources.count, plan.entries.flatMap(\.paths).count)
        XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, text)
    }
}
