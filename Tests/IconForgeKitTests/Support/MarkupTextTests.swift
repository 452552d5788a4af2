import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import IconForgeKit
import XCTest

/// The one escaper of text put into HTML and XML (`MarkupText`), and the two that build on it:
/// a Markdown table cell of `summary.md` and a symbol template's name.
final class MarkupTextTests: XCTestCase {
    func testHostileTextBecomesTextInAnElementAndAnAttribute() {
        XCTAssertEqual(MarkupText.escaped("<img src=x onerror=alert(1)>"), "&lt;img src=x onerror=alert(1)&gt;")
        XCTAssertEqual(MarkupText.escaped("</script><!--"), "&lt;/script&gt;&lt;!--")
        XCTAssertEqual(MarkupText.escaped("a\" onmouseover=\"alert(2)"), "a&quot; onmouseover=&quot;alert(2)")
        XCTAssertEqual(MarkupText.escaped("it's"), "it&#39;s", "a single-quoted attribute ends at an apostrophe")
        XCTAssertEqual(MarkupText.escaped("&amp; & &#39;"), "&amp;amp; &amp; &amp;#39;", "an entity in a name is shown as typed")
    }

    func testNonASCIIIsKeptAndAQuoteUnderACombiningMarkIsStillEscaped() {
        XCTAssertEqual(MarkupText.escaped("maison été 家 🏠"), "maison été 家 🏠")
        // `"` and U+0301 are one Character to Swift: a walk by Character would let the quote through.
        XCTAssertEqual(MarkupText.escaped("a\"\u{301}b"), "a&quot;\u{301}b")
        XCTAssertEqual(MarkupText.escaped("<\u{338}"), "&lt;\u{338}")
    }

    func testControlCharactersMarkupCannotHoldAreMarkedAndLineBreaksKept() {
        XCTAssertEqual(MarkupText.escaped("a\u{0}b\u{1B}c\u{7F}d"), "a\u{FFFD}b\u{FFFD}c\u{FFFD}d")
        XCTAssertEqual(MarkupText.escaped("a\tb\nc\r\nd"), "a\tb\nc\r\nd")
    }

    func testAMarkdownCellEscapesMarkupAndMarkdownAndKeepsOneLine() {
        XCTAssertEqual(Review.markdown("icons/<img src=x onerror=alert(1)>|`x`"), "icons/&lt;img src=x onerror=alert(1)&gt;\\|\\`x\\`")
        XCTAssertEqual(Review.markdown("*a* _b_ [c](d) \\ \"e\" it's"), "\\*a\\* \\_b\\_ \\[c\\](d) \\\\ &quot;e&quot; it's")
        XCTAssertEqual(Review.markdown("a\nb\r\tc\u{0}d é"), "a b  c\u{FFFD}d é")
        XCTAssertEqual(Review.markdown("a\"\u{301}|"), "a&quot;\u{301}\\|")
        // A revision is a code span, unless its name could end the span.
        XCTAssertEqual(Review.code("main"), "`main`")
        XCTAssertEqual(Review.code("feature/<b>"), "`feature/<b>`", "markup is shown as typed in a code span")
        XCTAssertEqual(Review.code("x`<img src=x onerror=alert(1)>`"), "x\\`&lt;img src=x onerror=alert(1)&gt;\\`")
    }

    func testASymbolTemplateLeavesControlsOutAndNoDoubleHyphenInItsComment() throws {
        XCTAssertEqual(SymbolTemplateWriter.escaped("a<b>&'\u{1}\nc"), "a&lt;b&gt;&amp;&#39;c")
        for name in ["a--b", "a---b", "a----b", "-->", "a-"] {
            let comment = SymbolTemplateWriter.commentSafe(SymbolTemplateWriter.escaped(name))
            XCTAssertFalse(comment.contains("--"), comment)
        }
        let svg = try SymbolTemplate.make(svg: SymbolFixtures.house, options: SymbolOptions(name: "x---<y>")).svg
        let parser = XMLParser(data: svg)
        XCTAssertTrue(parser.parse(), "the template stays well-formed XML: \(String(describing: parser.parserError))")
    }
}
