import Foundation
import IconForgeKit
import XCTest

final class OutputFormatsTests: XCTestCase {
    func testGroupsBecomeNamespacesFoldersOrNamePrefixesPerFormat() throws {
        let fixture = try PipelineFixture(self)
        try fixture.write(PipelineFixture.svg(), to: "art/cart.svg")
        _ = try fixture.manifest("""
        outputs:
          - xcassets: out/App.xcassets
          - png: out/png
          - android: out/res
        icons:
          - source: art/cart.svg
            group: Tabs
        buttons:
          - {name: buy, colour: 00bd00, states: [normal, highlighted], group: Shop}
        """)
        let report = try fixture.run()
        XCTAssertEqual(report.ids(.built), ["buttons/Shop/buy", "contact-sheet", "icons/Tabs/cart"])
        let folder = try XCTUnwrap(fixture.read("out/App.xcassets/Tabs/Contents.json"))
        XCTAssertTrue(String(decoding: folder, as: UTF8.self).contains("\"provides-namespace\" : true"))
        for path in ["out/App.xcassets/Tabs/cart.imageset/cart@3x.png", "out/App.xcassets/Shop/buy-highlighted.imageset/Contents.json",
                     "out/png/Tabs/cart@2x.png", "out/png/Shop/buy@3x.png",
                     "out/res/drawable-xhdpi/ic_tab_tabs_cart.png", "out/res/drawable-hdpi/shop_buy_pressed.9.png",
                     "out/res/drawable/shop_buy_states.xml"] {
            XCTAssertTrue(fixture.exists(path), path)
        }
        // Android's own resource tool accepts the 9-patch the pipeline wrote.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/aapt")
        process.arguments = ["s", "-i", fixture.url("out/res/drawable-xhdpi/shop_buy.9.png").path,
                             "-o", fixture.url("crunched.png").path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(try fixture.run(check: true).failed, false)
    }
}
