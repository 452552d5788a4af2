@testable import IconForgeKit
import XCTest

final class PlainSearchTests: XCTestCase {
    func testFindsAPartAnywhereAndOnlyWhenItIsThere() {
        XCTAssertTrue("icons/../other".plainlyContains("/../"))
        XCTAssertTrue("a/./b".plainlyContains("/./"))
        XCTAssertTrue("/../".plainlyContains("/../"))
        XCTAssertFalse("icons/..x/other".plainlyContains("/../"))
        XCTAssertFalse("/..".plainlyContains("/../"))
        XCTAssertFalse("".plainlyContains("/"))
        XCTAssertTrue("anything".plainlyContains(""))
        // Byte for byte: no Unicode equivalence (a precomposed é is not e + combining acute).
        XCTAssertFalse("caf\u{E9}".plainlyContains("e\u{301}"))
        XCTAssertTrue("ça/../é".plainlyContains("/../"))
        XCTAssertTrue("a/b/../c"[...].plainlyContains("/../"))
    }

    /// Agrees with a plain scan on random short paths built from the characters that matter.
    func testAgreesWithAByteScan() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["/", ".", "a", "é"]
        for _ in 0 ..< 2_000 {
            let text = String((0 ..< Int.random(in: 0 ... 12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            for part in ["/../", "/./", "./", "é/"] {
                let bytes = Array(text.utf8), wanted = Array(part.utf8)
                let scanned = bytes.count >= wanted.count && (0 ... bytes.count - wanted.count).contains { Array(bytes[$0 ..< $0 + wanted.count]) == wanted }
                XCTAssertEqual(text.plainlyContains(part), scanned, "\(text) / \(part)")
            }
        }
    }
}
