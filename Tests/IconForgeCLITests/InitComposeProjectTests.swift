import Foundation
import XCTest

/// `iconforge init` in a Compose Multiplatform project: its shared `composeResources` folder is
/// the android output (before a platform's own `res/`), written as Compose Multiplatform reads
/// it, and a commented compose output offers ImageVector code; both build as written.
final class InitComposeProjectTests: XCTestCase {
    func testAComposeMultiplatformProjectWritesIntoItsComposeResources() throws {
        let root = try makeTemporaryFolder(self)
        for (path, text) in [("settings.gradle.kts", "rootProject.name = \"app\"\n"), ("composeApp/build.gradle.kts", "\n"),
                             ("composeApp/src/androidMain/res/values/strings.xml", "<resources/>\n"),
                             ("composeApp/src/commonMain/composeResources/drawable/logo.xml", "<vector/>\n"),
                             ("art/house.svg", IconPairs.house), ("art/house-fill.svg", IconPairs.houseFill)] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let run = try CLI.run(["init"], in: root)
        XCTAssertEqual(run.status, 0, run.stderr)
        var text = try String(contentsOf: root.appendingPathComponent("iconforge.yml"), encoding: .utf8)
        XCTAssertTrue(text.contains("\n  - android: composeApp/src/commonMain/composeResources "), text)
        XCTAssertTrue(text.contains("\n#  - android: composeApp/src/androidMain/res "), text)
        XCTAssertTrue(text.contains("Compose Multiplatform resources"), text)

        let build = try CLI.run(["build", "-q"], in: root)
        XCTAssertEqual(build.status, 0, build.stderr)
        let files = Set(try relativeFiles(in: root.appendingPathComponent("composeApp/src/commonMain/composeResources")))
        XCTAssertTrue(files.contains("drawable-xxhdpi/ic_tab_house_selected.png") && files.contains("drawable/logo.xml"), "\(files.sorted())")
        XCTAssertFalse(files.contains("drawable/ic_tab_house.xml"), "no selector: \(files.sorted())")

        // The offered compose output, taken, builds too.
        for line in ["#  - compose: app/src/main/kotlin/com/example/icons", "#    package: com.example.icons"] {
            XCTAssertTrue(text.contains("\n" + line), "no \(line) in:\n\(text)")
            text = text.replacingOccurrences(of: "\n" + line, with: "\n" + line.dropFirst())
        }
        try Data(text.utf8).write(to: root.appendingPathComponent("iconforge.yml"))
        let compose = try CLI.run(["build", "-q"], in: root)
        XCTAssertEqual(compose.status, 0, compose.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("app/src/main/kotlin/com/example/icons/House.kt").path))
    }
}
