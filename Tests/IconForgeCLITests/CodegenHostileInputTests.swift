import Foundation
import IconForgeKit
import XCTest

/// Hostile catalogs and options for `codegen`: each ends in one line and no file, or in a
/// file whose every literal is escaped; none hangs or writes code that does not compile.
final class CodegenHostileInputTests: XCTestCase {
    func makeCatalog() throws -> URL {
        let folder = try makeTemporaryFolder(self)
        try XcodeSets.put("App.xcassets", in: folder)
        try XcodeSets.put("App.xcassets/Tabs", in: folder, namespace: true)
        try XcodeSets.put("App.xcassets/Tabs/docs.imageset", in: folder)
        return folder
    }

    func assertOneLineAndNoFile(_ run: CLI.Run, status: Int32, line expected: String, in folder: URL,
                                file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, status, run.stderr, file: file, line: line)
        XCTAssertEqual(run.errorLines, [expected], file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Assets.swift").path), file: file, line: line)
    }

    func testSymbolicLinksThatLoopOrLeaveTheCatalogAreOneLineAndNoFile() throws {
        let cases: [(link: String, target: String, reason: String)] = [
            ("App.xcassets/Tabs/Loop", "..", "a symbolic link back to {catalog}, a folder it is in (a loop); codegen does not follow it"),
            ("App.xcassets/Self", ".", "a symbolic link back to {catalog}, a folder it is in (a loop); codegen does not follow it"),
            ("App.xcassets/root", "/", "a symbolic link out of the catalog (to /); codegen reads only what is inside it"),
        ]
        for (link, target, reason) in cases {
            let folder = try makeCatalog()
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(link).path, withDestinationPath: target)
            let started = Date()
            let run = try CLI.run(["codegen", "--catalog", "App.xcassets", "-o", "Assets.swift"], in: folder, timeout: 60)
            let catalog = folder.appendingPathComponent("App.xcassets").path
            assertOneLineAndNoFile(run, status: 1, line: "iconforge: error: \(folder.path)/\(link): "
                + reason.replacingOccurrences(of: "{catalog}", with: catalog), in: folder)
            XCTAssertLessThan(Date().timeIntervalSince(started), 30, "\(link) -> \(target) walked for long")
        }
    }

    func testEnumNamesThatShadowWhatTheFileUsesAreOneUsageLineAndNoFile() throws {
        let folder = try makeCatalog()
        let expected = [
            "String": "'String' would hide the standard type String in the whole module; choose another name",
            "AssetBundle": "'AssetBundle' is the name of a type the generated file declares; choose another name",
            "Sendable": "'Sendable' would hide the standard type Sendable in the whole module; choose another name",
            "Double": "'Double' would hide the standard type Double in the whole module; choose another name",
            "SwiftUI": "'SwiftUI' would hide the SwiftUI module the generated file imports; choose another name",
        ]
        for (name, reason) in expected {
            let run = try CLI.run(["codegen", "--catalog", "App.xcassets", "-o", "Assets.swift", "--enum-name", name], in: folder)
            assertOneLineAndNoFile(run, status: 64, line: "iconforge: error: --enum-name: \(reason)", in: folder)
        }
    }

    func testFolderNamesWithNewlinesTabsAndDirectionOverridesAreEscapedInTheFile() throws {
        let folder = try makeCatalog()
        for name in ["a\nb", "tab\there", "ev\u{202E}il", "iso\u{2066}late\u{2069}"] {
            try FileManager.default.copyItem(at: folder.appendingPathComponent("App.xcassets/Tabs/docs.imageset"),
                                             to: folder.appendingPathComponent("App.xcassets/Tabs/\(name).imageset"))
        }
        let run = try CLI.run(["codegen", "--catalog", "App.xcassets", "-o", "Assets.swift"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let source = try String(contentsOf: folder.appendingPathComponent("Assets.swift"), encoding: .utf8)
        for line in [#"static let ab = ImageAsset(name: "Tabs/a\u{A}b")"#,
                     #"static let tabHere = ImageAsset(name: "Tabs/tab\u{9}here")"#,
                     #"static let evIl = ImageAsset(name: "Tabs/ev\u{202E}il")"#,
                     #"static let isoLate = ImageAsset(name: "Tabs/iso\u{2066}late\u{2069}")"#] {
            XCTAssertTrue(source.contains(line), line)
        }
        XCTAssertFalse(source.unicodeScalars.contains { $0 == "\t" || $0 == "\u{202E}" || $0 == "\u{2066}" }, source)
    }

    /// A planted entry in codegen's record naming a file outside its folder touches nothing, and
    /// is said once: one warning naming the record and the entry, which is then set aside.
    func testARecordEntryOutsideTheOutputFolderIsOneWarningAndTouchesNothing() throws {
        let folder = try makeCatalog()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("src"), withIntermediateDirectories: true)
        let victim = Data("// the app's own code\n".utf8)
        try victim.write(to: folder.appendingPathComponent("src/victim.swift"))
        let generate = ["codegen", "--catalog", "App.xcassets", "-o", "gen/Assets.swift"]
        XCTAssertEqual(try CLI.run(generate, in: folder).status, 0)
        try LastReleaseRecords.write(in: folder.appendingPathComponent("gen"))
        let record = folder.appendingPathComponent("gen/.iconforge-owned.json")
        var root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: record)) as? [String: Any])
        var assets = try XCTUnwrap(root["assets"] as? [String: [String: String]])
        assets["swift"]?["../src/victim.swift"] = SHA256.hex(victim)
        root["assets"] = assets
        try JSONSerialization.data(withJSONObject: root).write(to: record)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("App.xcassets/Tabs/docs.imageset"),
                                         to: folder.appendingPathComponent("App.xcassets/Tabs/home.imageset"))

        let run = try CLI.run(generate, in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        let migrated = folder.appendingPathComponent("gen/.iconforge-record.json")
        XCTAssertEqual(run.errorLines, ["iconforge: warning: \(migrated.path): records ../src/victim.swift, which codegen does not "
            + "write (it records only files beside this record); the entry is ignored and nothing it names is touched"])
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("src/victim.swift")), victim)
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("gen/Assets.swift"), encoding: .utf8).contains("home"))
        let again = try CLI.run(generate, in: folder)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.errorLines, [], "said once: the entry is set aside")
    }
}
