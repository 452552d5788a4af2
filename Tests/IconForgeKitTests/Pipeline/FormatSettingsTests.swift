import Foundation
import IconForgeKit
import XCTest

/// A format reads its own settings, from its manifest output, its section and the command line,
/// and says which are not its; the manifest and the pipeline only pass them along.
final class FormatSettingsTests: XCTestCase {
    private func parse(_ text: String) throws -> Manifest {
        try ManifestParser.parse(text, file: URL(fileURLWithPath: "/project/iconforge.yml"), displayName: "iconforge.yml")
    }

    private func reason(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testAnOutputsOwnKeysGoOverItsSectionAndOnlyItsFormatReadsThem() throws {
        let manifest = try parse("""
        outputs:
          - android: light/res
            theme: light
          - android: dark/res
          - png: png
        android:
          theme: dark
          state-list: true
        """)
        let values = manifest.outputs.map { $0.options.values.mapValues(\.text) }
        XCTAssertEqual(values[0], ["size": "24", "theme": "light", "state-list": "true"])
        XCTAssertEqual(values[1], ["size": "24", "theme": "dark", "state-list": "true"])
        XCTAssertEqual(values[2], [:], "the android section is not the PNG folder's")
        // The pipeline hands them over as they are; the format's fingerprint says what it read.
        let light = try BuildOutput(format: .android, path: "light/res", root: URL(fileURLWithPath: "/tmp/l"),
                                    options: manifest.outputs[0].options)
        let dark = try BuildOutput(format: .android, path: "dark/res", root: URL(fileURLWithPath: "/tmp/d"),
                                   options: manifest.outputs[1].options)
        XCTAssertNotEqual(light.optionsKey, dark.optionsKey, "changing a setting rebuilds that output's icons")
    }

    func testASettingNotTheFormatsIsAnErrorOnItsLine() {
        XCTAssertEqual(reason("outputs:\n  - png: out\n    theme: light\n"),
                       "iconforge.yml:3: theme is not a setting of png outputs (they take none)")
        XCTAssertEqual(reason("outputs:\n  - android: res\n    vector-fallback: png\n"),
                       "iconforge.yml:3: vector-fallback goes with vector: true")
        XCTAssertEqual(reason("outputs:\n  - android: res\n    size: 2000\n"),
                       "iconforge.yml:3: android size must be between 1 and 1024 dp")
        XCTAssertEqual(reason("outputs:\n  - xcassets: A.xcassets\nandroid:\n  theme: purple\n"),
                       "iconforge.yml:4: android theme must be dark or light, not 'purple'",
                       "a section is checked even when no output reads it")
        XCTAssertEqual(reason("outputs:\n  - png: out\n    android: res\n"),
                       "iconforge.yml:2: each output names one format: \(FormatRegistry.names()) (e.g. '- xcassets: Assets/Icons.xcassets')")
    }

    func testTheCommandLineGivesTheSameSettingsAndIsRefusedTheSameWay() throws {
        let theme = FormatOptions(["theme": .init("light", origin: .option("--android-theme"))])
        XCTAssertNoThrow(try BundleFormat.android.output(root: URL(fileURLWithPath: "/tmp/res"), options: theme))
        XCTAssertThrowsError(try BundleFormat.png.output(root: URL(fileURLWithPath: "/tmp/png"), options: theme)) { error in
            XCTAssertEqual((error as? FormatOptionError)?.reason, "--android-theme is not a setting of png outputs (they take none)")
        }
        let fallback = FormatOptions(["vector-fallback": .init("png", origin: .option("--vector-fallback"))])
        XCTAssertThrowsError(try BundleFormat.android.output(root: URL(fileURLWithPath: "/tmp/res"), options: fallback)) { error in
            XCTAssertEqual((error as? FormatOptionError)?.reason, "--vector-fallback goes with --vector")
        }
    }

    func testAnIconAndAButtonNamedAlikeAreTwoResourcesOnAndroidButOneImagesetInACatalog() throws {
        let fixture = try PipelineFixture(self)
        let assets = "contact-sheet: false\nicons:\n  - template: home\nbuttons:\n  - {name: home, colour: 00bd00, states: [normal]}\n"
        _ = try fixture.manifest("outputs:\n  - android: res\n" + assets)
        let report = try fixture.run()
        XCTAssertEqual(report.ids(.built), ["buttons/home", "icons/home"])
        XCTAssertTrue(fixture.exists("res/drawable-mdpi/ic_tab_home.png") && fixture.exists("res/drawable-mdpi/home.9.png"))

        _ = try fixture.manifest("outputs:\n  - xcassets: A.xcassets\n" + assets)
        XCTAssertThrowsError(try fixture.run()) { error in
            XCTAssertEqual((error as? ManifestError)?.reason,
                           "buttons/home (template:button.svg) and icons/home (template:home.svg, line 5) both write "
                           + "A.xcassets/home.imageset/home.png; give one a 'name' or a 'group'")
        }
        XCTAssertFalse(fixture.exists("A.xcassets"))
    }
}
