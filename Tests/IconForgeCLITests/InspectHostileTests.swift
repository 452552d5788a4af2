import CZlib
import Foundation
import XCTest

/// `inspect` on PNGs made to mislead: text chunks holding escape sequences, bidi overrides and
/// forged report lines are printed escaped; Latin-1 text is read as Latin-1; a file cut off,
/// failing a CRC check, or missing its image data or IEND is one error line and exit 1.
final class InspectHostileTests: XCTestCase {
    /// A valid 2x2 greyscale PNG.
    let plain = HostileFixtures.png(width: 2, height: 2, bitDepth: 8, rows: [0, 0, 0, 0, 0, 0])
    /// Where the IHDR chunk ends (signature 8 + IHDR 25).
    let afterHeader = 33

    /// `plain` with `chunks` after its header.
    func png(with chunks: [[UInt8]]) -> Data {
        plain.prefix(afterHeader) + Data(chunks.flatMap { $0 }) + plain.dropFirst(afterHeader)
    }

    func text(_ keyword: String, _ value: [UInt8]) -> [UInt8] {
        HostileFixtures.chunk("tEXt", Array(keyword.utf8) + [0] + value)
    }

    func inspect(_ data: Data, named name: String = "x.png", _ arguments: [String] = []) throws -> CLI.Run {
        let folder = try makeTemporaryFolder(self)
        try data.write(to: folder.appendingPathComponent(name))
        return try CLI.run(["inspect"] + arguments + [name], in: folder)
    }

    func testEscapeSequencesAndForgedLinesInTextChunksArePrintedEscaped() throws {
        let hostile = Array("\u{1B}]0;pwned\u{7}\u{1B}[2J\nx.png: 1x1 px, fine\r\u{9B}31m".utf8)
        let title = HostileFixtures.chunk("iTXt", Array("Title\u{1B}[1m".utf8) + [0, 0, 0, 0, 0] + Array("a\u{202E}gnp.exe".utf8))
        let run = try inspect(png(with: [text("Comment", hostile), title]))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), [
            "x.png: 2x2 px, greyscale 8-bit, @1x = 2x2 pt",
            // tEXt is Latin-1: the UTF-8 bytes of U+009B are Â and the C1 control 9B.
            "  tEXt Comment: \\x1B]0;pwned\\x07\\x1B[2J x.png: 1x1 px, fine Â\\x9B31m… (40 characters; --verbose shows it whole)",
            "  iTXt Title\\x1B[1m: a\\u{202E}gnp.exe",
            "",
        ])
        XCTAssertFalse(run.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x202E })
    }

    func testJSONEscapesWhatATerminalWouldActOn() throws {
        let run = try inspect(png(with: [text("Comment", Array("\u{1B}[2J\u{7F}".utf8)), text("T", [0x61, 0xE2])]), ["--json"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains(#""Comment" : "\u001b[2J\u007f""#), run.stdout)
        // tEXt is Latin-1: the byte E2 is â, not the start of a UTF-8 sequence.
        XCTAssertTrue(run.stdout.contains(#""T" : "aâ""#), run.stdout)
        XCTAssertFalse(run.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x7F })
    }

    func testLatin1TextAndCompressedLatin1TextAreReadAsLatin1AndITXtAsUTF8() throws {
        let latin1: [UInt8] = Array("caf".utf8) + [0xE9]
        var compressedLength = compressBound(uLong(latin1.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        _ = compress2(&compressed, &compressedLength, latin1, uLong(latin1.count), 9)
        let zText = HostileFixtures.chunk("zTXt", Array("Author".utf8) + [0, 0] + compressed.prefix(Int(compressedLength)))
        let iText = HostileFixtures.chunk("iTXt", Array("Title".utf8) + [0, 0, 0] + Array("fr".utf8) + [0] + Array("Titre".utf8) + [0]
            + Array("café ☕".utf8))
        let run = try inspect(png(with: [text("Comment", latin1), zText, iText]))
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(Array(run.stdout.split(separator: "\n").dropFirst()), ["  tEXt Comment: café", "  zTXt Author: café", "  iTXt Title: café ☕"])
    }

    func testALongXMPPacketIsOneShortenedLineAndWholeWithVerbose() throws {
        let xmp = "<?xpacket begin=\"\u{FEFF}\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n"
            + String(repeating: "  <rdf:Description rdf:about=\"\" xmlns:tiff=\"http://ns.adobe.com/tiff/1.0/\"/>\n", count: 20)
            + "</x:xmpmeta>\n<?xpacket end=\"w\"?>"
        let chunk = HostileFixtures.chunk("iTXt", Array("XML:com.adobe.xmp".utf8) + [0, 0, 0, 0, 0] + Array(xmp.utf8))
        let short = try inspect(png(with: [chunk]))
        XCTAssertEqual(short.status, 0, short.stderr)
        XCTAssertEqual(Array(short.stdout.split(separator: "\n").dropFirst()), [
            "  iTXt XML:com.adobe.xmp: <?xpacket begin=\"\u{FEFF}\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?> <x:xmpme… "
                + "(\(xmp.count) characters; --verbose shows it whole)",
        ])
        let whole = try inspect(png(with: [chunk]), ["--verbose"])
        let lines = whole.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 1 + 1 + 24, whole.stdout)
        XCTAssertEqual(lines[1], "  iTXt XML:com.adobe.xmp (\(xmp.count) characters):")
        XCTAssertEqual(lines[2], "    | <?xpacket begin=\"\u{FEFF}\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>")
        XCTAssertEqual(lines.last, "    | <?xpacket end=\"w\"?>")
    }

    func testDamagedFilesAreOneErrorLineEach() throws {
        let idatStart = afterHeader, iendStart = plain.count - 12
        var badCRC = plain
        badCRC[idatStart + 8] ^= 0xFF  // a byte of the image data
        let storedCRC = plain[iendStart - 4 ..< iendStart].map { String(format: "%02x", $0) }.joined()
        let cases: [(Data, String)] = [
            (plain.prefix(afterHeader), "truncated: the file ends after IHDR, with no image data (IDAT) and no IEND chunk"),
            (plain.prefix(afterHeader + 20), "truncated: the file ends inside chunk 2 (IDAT), \(plain.count - 12 - afterHeader - 20) of its "
                + "\(plain.count - 12 - afterHeader) bytes missing"),
            (plain.prefix(iendStart), "truncated: the file ends after IDAT, with no IEND chunk"),
            (plain.prefix(afterHeader) + plain.suffix(12), "no image data: the file has no IDAT chunk"),
            (badCRC, "corrupt: chunk 2 (IDAT) fails its CRC check (stored \(storedCRC), computed "),
            (plain.prefix(8), "truncated: the file ends after the signature, with no image data (IDAT) and no IEND chunk"),
        ]
        for (data, reason) in cases {
            let run = try inspect(data)
            XCTAssertEqual(run.status, 1, reason)
            XCTAssertEqual(run.stdout, "", reason)
            XCTAssertEqual(run.errorLines.count, 1, run.stderr)
            XCTAssertTrue(run.stderr.hasPrefix("iconforge: error: x.png: \(reason)"), "\(run.stderr)expected: \(reason)")
        }
    }

    func testAFileNameWithEscapesIsPrintedEscaped() throws {
        let run = try inspect(plain, named: "a\u{1B}]0;t\u{7}.png")
        XCTAssertEqual(run.stdout, "a\\x1B]0;t\\x07.png: 2x2 px, greyscale 8-bit, @1x = 2x2 pt\n")
        let missing = try CLI.run(["inspect", "gone\u{1B}[31m.png"], in: try makeTemporaryFolder(self))
        XCTAssertEqual(missing.errorLines, ["iconforge: error: gone\\x1B[31m.png: no such file"])
    }
}
