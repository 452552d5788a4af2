import CPreviewFaces
@testable import IconForgeKit
import XCTest

/// The previews' words come from the two faces built into the executable, not from fontconfig.
final class PreviewTypefaceTests: XCTestCase {
    func testTheBuiltInBytesAreLiberationSansRegularAndBold() throws {
        XCTAssertEqual(try Self.names(bold: false), ["Liberation Sans", "Regular"])
        XCTAssertEqual(try Self.names(bold: true), ["Liberation Sans", "Bold"])
        XCTAssertTrue(PreviewTypeface.isBuiltIn, "FreeType refused the built-in faces")
    }

    /// Liberation Sans has Arial's and Helvetica's advance widths (units of 2048 per em: D 1479,
    /// o 1139 and 1251 bold, c and s 1024 and 1139 bold), so a label fits as it does on the device.
    func testWordsHaveHelveticasWidths() throws {
        let canvas = try Canvas(width: 1, height: 1)
        XCTAssertEqual(canvas.textWidth("Docs", size: 100), 100 * (1479 + 1139 + 1024 + 1024) / 2048, accuracy: 1.5)
        XCTAssertEqual(canvas.textWidth("Docs", size: 100, bold: true), 100 * (1479 + 1251 + 1139 + 1139) / 2048, accuracy: 1.5)
    }

    func testTextInksTheCanvasInBothWeights() throws {
        for bold in [false, true] {
            let canvas = try Canvas(width: 60, height: 20)
            canvas.text("Docs", x: 2, baseline: 15, size: 14, bold: bold, paint: .color(RGBA(0, 0, 0)))
            let inked = canvas.snapshot().pixels.enumerated().filter { $0.offset % 4 == 3 && $0.element > 0 }.count
            XCTAssertGreaterThan(inked, 60, bold ? "bold" : "regular")
        }
    }

    /// The family and subfamily (name IDs 1 and 2, Windows Unicode records) of a built-in face.
    private static func names(bold: Bool) throws -> [String] {
        var count = 0
        let start = try XCTUnwrap(iconforge_preview_face(bold ? 1 : 0, &count))
        let bytes = Array(UnsafeBufferPointer(start: start, count: count))
        func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
        XCTAssertEqual(u32(0), 0x0001_0000, "not a TrueType face")
        let table = try XCTUnwrap((0 ..< u16(4)).map { 12 + 16 * $0 }.first { bytes[$0 ..< $0 + 4].elementsEqual("name".utf8) })
        let name = u32(table + 8)
        let storage = name + u16(name + 4)
        var found: [Int: String] = [:]
        for record in (0 ..< u16(name + 2)).map({ name + 6 + 12 * $0 }) where u16(record) == 3 && u16(record + 2) == 1 {
            let offset = storage + u16(record + 10), length = u16(record + 8)
            let units = stride(from: offset, to: offset + length, by: 2).map { UInt16(u16($0)) }
            found[u16(record + 6)] = String(decoding: units, as: UTF16.self)
        }
        return [found[1] ?? "", found[2] ?? ""]
    }
}
