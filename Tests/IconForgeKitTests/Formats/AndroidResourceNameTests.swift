import Foundation
@testable import IconForgeKit
import XCTest

/// An ASCII name's resource name is spelled byte by byte (`AndroidResources.asciiResourceName`),
/// as the general spelling (lower-cased, a `Character` per scalar) spells it.
final class AndroidResourceNameTests: XCTestCase {
    func testAnASCIINameIsSpelledAsTheGeneralSpellingSpellsIt() {
        let bytes = (0 ..< 0x80).map { UInt8($0) }
        var names = [""] + bytes.map { String(decoding: [$0], as: UTF8.self) }
        names += bytes.flatMap { first in [UInt8(ascii: "a"), UInt8(ascii: "Z"), UInt8(ascii: "7"), UInt8(ascii: "-")].map {
            String(decoding: [first, $0], as: UTF8.self)
        } }
        var generator = SystemRandomNumberGenerator()
        names += (0 ..< 2_000).map { _ in
            String(decoding: (0 ..< Int.random(in: 1 ... 24, using: &generator)).map { _ in bytes.randomElement(using: &generator)! },
                   as: UTF8.self)
        }
        names += ["ic_tab_Tabs_Sub_home-fill", "Big Button.Red", "2x-button", "\r\n", "_home", "@home", "[home]", "`home"]
        for name in names {
            XCTAssertEqual(AndroidResources.asciiResourceName(name), AndroidResources.unicodeResourceName(name), name.debugDescription)
            XCTAssertEqual(AndroidResources.resourceName(name), AndroidResources.unicodeResourceName(name), name.debugDescription)
        }
    }

    func testAnyOtherNameTakesTheGeneralSpelling() {
        for name in ["bouton-é", "Caf\u{E9}", "cafe\u{301}", "\u{130}stanbul", "\u{212A}elvin", "ß"] {
            XCTAssertNil(AndroidResources.asciiResourceName(name), name)
            XCTAssertEqual(AndroidResources.resourceName(name), AndroidResources.unicodeResourceName(name), name)
        }
        XCTAssertEqual(AndroidResources.resourceName("\u{130}stanbul"), "i_stanbul", "lower-cased to two scalars")
        XCTAssertEqual(AndroidResources.resourceName("\u{212A}elvin"), "kelvin", "the Kelvin sign lower-cases to k")
    }
}
