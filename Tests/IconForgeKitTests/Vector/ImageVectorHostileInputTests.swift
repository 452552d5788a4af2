import Foundation
@testable import IconForgeKit
import TestSupport
import XCTest

/// `iconforge diff` reads a pull request's `.kt` files with `ImageVectorSVG`: whatever a file
/// holds ends in an SVG of numbers or one `ImageVectorReadError`, never a trap, a stack run
/// out, or work that grows faster than the file.
final class ImageVectorHostileInputTests: XCTestCase {
    private static let star = svgDocument(#"<path d="M12 2l3 7h7l-6 4 2 8-6-5-6 5 2-8-6-4h7z"/>"#)

    private func kotlin() throws -> String { try ImageVectorFidelityTests.kotlin(Data(Self.star.utf8)) }

    /// The error `text` gives, failing the test when it draws or throws anything else.
    private func readError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ImageVectorReadError? {
        do {
            let svg = try ImageVectorSVG.svg(fromKotlin: text, pixels: 24)
            XCTFail("drew \(svg.prefix(200))", file: file, line: line)
        } catch let error as ImageVectorReadError {
            return error
        } catch {
            XCTFail("not an ImageVectorReadError: \(error)", file: file, line: line)
        }
        return nil
    }

    /// `kotlin` with the builder's body replaced by `body`.
    private func withBody(_ body: String) throws -> String {
        let text = try kotlin()
        let start = try XCTUnwrap(text.range(of: ").apply {")), end = try XCTUnwrap(text.range(of: "}.build()"))
        return String(text[..<start.upperBound]) + "\n" + body + "\n" + String(text[end.lowerBound...])
    }

    func testDeepNestingIsRefusedBeforeTheStackRunsOut() throws {
        let depth = 100_000
        for body in [String(repeating: "group {", count: depth) + String(repeating: "}", count: depth),
                     "path(fill = " + String(repeating: "f(", count: depth) + "1" + String(repeating: ")", count: depth) + ") {}",
                     "path(fill = " + String(repeating: "f { ", count: depth) + String(repeating: "}", count: depth) + ") {}",
                     "path(fill = a" + String(repeating: ".b", count: depth) + ") {}",
                     "path(fill = f" + String(repeating: "()", count: depth) + ") {}"] {
            XCTAssertEqual(readError(try withBody(body)), .tooDeep(limit: KotlinSyntax.depthLimit))
        }
    }

    /// Each function's text nests from zero: 100 groups in each of four functions, each calling
    /// the next inside its groups, are 400 levels together, and refused as one nesting (one
    /// function's 100 alone draw).
    func testGroupsNestedAcrossFunctionsCountAsOneNesting() throws {
        let groups = 100, functions = 4
        var text = try withBody("part1()")
        for index in 1 ... functions {
            let inner = index < functions ? "part\(index + 1)()" : ""
            text += "\nprivate fun ImageVector.Builder.part\(index)() {\n" + String(repeating: "group {", count: groups) + inner
                + String(repeating: "}", count: groups) + "\n}\n"
        }
        XCTAssertEqual(readError(text), .tooDeep(limit: KotlinSyntax.depthLimit))
        let one = try withBody(String(repeating: "group {", count: groups) + String(repeating: "}", count: groups))
        XCTAssertNoThrow(try ImageVectorSVG.svg(fromKotlin: one, pixels: 24))
    }

    func testNumbersThatAreNoFiniteValueAreErrorsNotInfinity() throws {
        let text = try kotlin()
        XCTAssertEqual(readError(text.replacingOccurrences(of: "viewportWidth = 24f", with: "viewportWidth = 1e999f")), .badNumber("1e999"))
        XCTAssertEqual(readError(text.replacingOccurrences(of: "moveTo(12f", with: "moveTo(-1e400f")), .badNumber("-1e400"))
        XCTAssertEqual(readError(text.replacingOccurrences(of: "Color(0xFF000000)", with: "Color(0x1FFFFFFFFFFFFFFFFF)")),
                       .badNumber("0x1FFFFFFFFFFFFFFFFF"))
        guard case .unsupported? = readError(text.replacingOccurrences(of: "Color(0xFF000000)", with: "Color(0x1FF000000)")) else {
            return XCTFail("a colour past 32 bits")
        }
    }

    func testAFunctionIsReadOnceSoNoFileCallsItselfOrDoublesAtEachCall() throws {
        let text = try kotlin()
        let start = try XCTUnwrap(text.range(of: "moveTo(")), end = try XCTUnwrap(text.range(of: "close()"))
        let calls = String(text[start.lowerBound ..< end.upperBound])
        let looping = text.replacingOccurrences(of: calls, with: "drawPart1()") + "\nprivate fun PathBuilder.drawPart1() {\n    drawPart1()\n}\n"
        XCTAssertEqual(readError(looping), .repeatedFunction("drawPart1"))
        // Each function calling the next twice: 2^40 calls if each were read at every call.
        var doubling = text.replacingOccurrences(of: calls, with: "drawPart1()")
        for index in 1 ..< 40 { doubling += "\nprivate fun PathBuilder.drawPart\(index)() {\n    drawPart\(index + 1)()\n    drawPart\(index + 1)()\n}\n" }
        doubling += "\nprivate fun PathBuilder.drawPart40() {\n    \(calls)\n}\n"
        XCTAssertEqual(readError(doubling), .repeatedFunction("drawPart40"))
        // A chain of 60,000 functions, each calling the next once: deeper than the stack may go.
        var chain = text.replacingOccurrences(of: calls, with: "drawPart1()")
        for index in 1 ..< 60_000 { chain += "\nprivate fun PathBuilder.drawPart\(index)() { drawPart\(index + 1)() }" }
        chain += "\nprivate fun PathBuilder.drawPart60000() {\n    \(calls)\n}\n"
        XCTAssertEqual(readError(chain), .tooDeep(limit: KotlinSyntax.depthLimit))
    }

    func testAFileOverTheLimitIsNotRead() {
        let data = Data(repeating: UInt8(ascii: " "), count: ImageVectorSVG.byteLimit + 1)
        XCTAssertThrowsError(try ImageVectorSVG.svg(from: data, pixels: 24)) { error in
            XCTAssertEqual(error as? ImageVectorReadError, .tooLarge(bytes: ImageVectorSVG.byteLimit + 1, limit: ImageVectorSVG.byteLimit))
        }
    }

    /// Bytes that are not UTF-8 read as U+FFFD, three bytes each: a file under the limit is
    /// not refused for what they became, nor said to be their size.
    func testAFileUnderTheLimitThatIsNotUTF8IsSizedByItsBytes() {
        let data = Data(repeating: 0xFF, count: ImageVectorSVG.byteLimit / 2)
        XCTAssertThrowsError(try ImageVectorSVG.svg(from: data, pixels: 24)) { error in
            XCTAssertEqual(error as? ImageVectorReadError, .unsupported("no ImageVector.Builder(…).build()"))
        }
    }

    func testEveryCutOfAFileAndJunkBytesEndInAnErrorOrADrawing() throws {
        let text = try kotlin()
        let bytes = Array(text.utf8)
        for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 300)) {
            for piece in [Array(bytes[..<cut]), Array(bytes[..<cut]) + [0xFF, 0x00, 0xC3] + Array(bytes[cut...])] {
                do {
                    _ = try ImageVectorSVG.svg(from: Data(piece), pixels: 24)
                } catch is ImageVectorReadError {
                } catch {
                    XCTFail("cut at \(cut): not an ImageVectorReadError: \(error)")
                }
            }
        }
        XCTAssertNotNil(readError(text.replacingOccurrences(of: "name = \"Icon\"", with: "name = \"Icon")), "an unclosed string")
    }

    func testTheSVGHoldsNothingOfTheFileButNumbersAndMessagesArePrintable() throws {
        let text = try kotlin().replacingOccurrences(of: "name = \"", with: "name = \"\\\"/><script>alert(1)</script><x a=\\\"")
        let svg = try ImageVectorSVG.svg(fromKotlin: text, pixels: 24)
        XCTAssertFalse(svg.contains("script"), svg)
        let error = readError(try kotlin().replacingOccurrences(of: "moveTo(", with: "\u{1B}]0;owned\u{7}moveTo("))
        let message = try XCTUnwrap(error).description
        XCTAssertFalse(message.contains("\u{1B}"), message)
        XCTAssertTrue(message.contains("\\x1B") || message.contains("\\u{1B}"), message)
    }
}
