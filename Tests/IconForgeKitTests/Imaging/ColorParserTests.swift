import IconForgeKit
import XCTest

final class ColorParserTests: XCTestCase {
    func testEveryDocumentedFormReadsTheTutorialGreen() throws {
        for text in ["00bd00", "#00bd00", "#00BD00", "0,189,0", " 0, 189, 0 ", "rgb(0,189,0)", "RGB(0, 189, 0)"] {
            XCTAssertEqual(try ColorParser.parse(text).get(), RGBA(0, 189, 0), text)
        }
    }

    func testShortHexDoublesEachDigit() throws {
        XCTAssertEqual(try ColorParser.parse("#0b0").get(), RGBA(0, 0xbb, 0))
        XCTAssertEqual(try ColorParser.parse("#F00").get(), RGBA(255, 0, 0))
    }

    func testCSSColourNamesAreCaseInsensitive() throws {
        XCTAssertEqual(try ColorParser.parse("red").get(), RGBA(255, 0, 0))
        XCTAssertEqual(try ColorParser.parse("Blue").get(), RGBA(0, 0, 255))
        XCTAssertEqual(try ColorParser.parse("rebeccapurple").get(), RGBA(0x66, 0x33, 0x99))
        XCTAssertEqual(try ColorParser.parse("LightGoldenrodYellow").get(), RGBA(0xfa, 0xfa, 0xd2))
    }

    func testEveryMalformedValueIsRejectedWithTheAcceptedForms() {
        let bad = ["", " ", "0b0", "#0b00", "00bd0", "#00bd0", "00bd000", "#gg0000", "zz0000", "0,189", "0,189,0,0",
                   "0,189,256", "-1,0,0", "1.5,2,3", "0,,0", "rgb(0,189)", "rgb(0,189,0", "rgba(0,189,0,1)",
                   "rgb(300,0,0)", "hsl(120,100%,37%)", "notacolour", "transparent", "#", "auto", "٠,١,٢"]
        for text in bad {
            switch ColorParser.parse(text) {
            case .success(let color): XCTFail("'\(text)' parsed as \(color)")
            case .failure(let error):
                XCTAssertTrue(error.description.contains("#rrggbb, #rgb, r,g,b, rgb(r,g,b)"), error.description)
                XCTAssertTrue(error.description.contains("CSS colour name"), error.description)
                XCTAssertFalse(error.description.contains("\n"))
            }
        }
    }
}
