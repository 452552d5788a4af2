import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// Android's resource compiler accepts every drawable the converter writes.
final class VectorDrawableAapt2Tests: XCTestCase {
    func testAapt2CompilesAResFolderOfFixturesCasesAndCorpusDrawables() throws {
        let folder = try makeTemporaryFolder(self)
        let drawables = folder.appendingPathComponent("res/drawable")
        try FileManager.default.createDirectory(at: drawables, withIntermediateDirectories: true)
        var names: [String] = []
        let cases = VectorCases.all.map { ($0.name, Data($0.svg.utf8)) }
        for (index, (_, svg)) in try (VectorFidelityTests.inputs() + cases).enumerated() {
            for (variant, options) in [VectorDrawableOptions(), VectorDrawableOptions(width: 30, height: 20, padding: 1, tint: nil)].enumerated() {
                let name = "ic_tab_\(index)_\(variant)"
                try VectorDrawable.convert(svg: svg, options: options).write(to: drawables.appendingPathComponent(name + ".xml"))
                names.append(name)
            }
        }
        let output = folder.appendingPathComponent("compiled.zip")
        let verdict = try ExternalTool.aapt2.run(["compile", "--dir", folder.appendingPathComponent("res").path, "-o", output.path])
        XCTAssertEqual(verdict.status, 0, verdict.output)
        XCTAssertFalse(verdict.output.lowercased().contains("error"), verdict.output)
        let listing = try ExternalTool(name: "unzip").run(["-l", output.path]).output
        for name in names { XCTAssertTrue(listing.contains("drawable_\(name).xml.flat"), "\(name) compiled: \(listing)") }
    }

    /// aapt2 compile checks the XML and resource syntax (attribute formats are checked only when
    /// linking against an Android SDK's android.jar, which Debian does not ship).
    func testAapt2RejectsABrokenDrawableSoTheCheckCanFail() throws {
        let folder = try makeTemporaryFolder(self)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("res/drawable"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("res/drawable/broken.xml")
        try Data(#"<vector xmlns:android="http://schemas.android.com/apk/res/android" android:width="24dp"><path></vector>"#.utf8).write(to: file)
        let verdict = try ExternalTool.aapt2.run(["compile", file.path, "-o", folder.path])
        XCTAssertNotEqual(verdict.status, 0, verdict.output)
    }
}
