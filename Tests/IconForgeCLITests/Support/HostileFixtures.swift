import CZlib
import Foundation
import IconForgeKit
import XCTest

/// The hostile inputs: the small ones are committed in `Tests/Fixtures/hostile`, the big or
/// path-dependent ones are generated here. `prepare` lays them out as
/// `<root>/in/...` (the SVGs) and `<root>/outside/black.png` (what must never be painted).
enum HostileFixtures {
    static var committed: URL { repositoryRoot.appendingPathComponent("Tests/Fixtures/hostile") }

    /// A fully opaque black square: if any of it shows up in an icon, a file was read.
    static func blackSquare() throws -> Data {
        try PNGEncoder.encode(RGBAImage(width: 24, height: 24,
                                        pixels: [UInt8](repeating: 0, count: 24 * 24 * 4).enumerated()
                                            .map { $0.offset % 4 == 3 ? 255 : 0 }))
    }

    /// Copies the committed fixtures and generates the rest; returns the input folder.
    static func prepare(in root: URL) throws -> URL {
        let input = root.appendingPathComponent("in"), outside = root.appendingPathComponent("outside")
        try FileManager.default.copyItem(at: committed, to: input)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let black = try blackSquare()
        try black.write(to: outside.appendingPathComponent("black.png"))
        try black.write(to: input.appendingPathComponent("assets/black.png"))
        try FileManager.default.createSymbolicLink(atPath: input.appendingPathComponent("link-to-outside.png").path,
                                                   withDestinationPath: "../outside/black.png")
        let files: [String: Data] = [
            "png-renamed.svg": black,
            "utf16-bom.svg": utf16,
            "image-absolute.svg": svg(#"<image width="24" height="24" href="\#(outside.path)/black.png"/>"#),
            "data-bomb.svg": dataBomb(),
            "long-path.svg": longPath(),
            "deep-nesting.svg": svg(String(repeating: "<g>", count: 50_000) + #"<rect width="24" height="24"/>"#
                + String(repeating: "</g>", count: 50_000)),
        ]
        for (name, data) in files { try data.write(to: input.appendingPathComponent(name)) }
        return input
    }

    static func svg(_ body: String) -> Data {
        Data(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="24" height="24">\#(body)</svg>"#.utf8)
    }

    /// A 16x16 square, encoded as UTF-16 with a byte-order mark.
    static var utf16: Data {
        let text = #"<?xml version="1.0" encoding="UTF-16"?><svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect x="4" y="4" width="16" height="16"/></svg>"#
        return Data([0xff, 0xfe]) + text.data(using: .utf16LittleEndian)!
    }

    /// A `data:` PNG of 30000x30000 1-bit pixels: 110 KB that decodes to 3.4 GiB of RGBA.
    static func dataBomb() -> Data {
        let side = 30_000
        // Every row is filter byte 0 plus black pixels: all zeros.
        let image = png(width: side, height: side, bitDepth: 1, rows: [UInt8](repeating: 0, count: side * (1 + side / 8)))
        return svg(#"<image width="24" height="24" href="data:image/png;base64,\#(image.base64EncodedString())"/>"#)
    }

    /// A PNG of a few hundred bytes whose header declares `width` x `height` grey pixels:
    /// only a reader that trusts the header before checking it commits gigabytes to it.
    static func declaredPNG(width: Int, height: Int) -> Data {
        png(width: width, height: height, bitDepth: 8, rows: [UInt8](repeating: 0, count: 4096))
    }

    /// A greyscale PNG of `width` x `height` whose image data is `rows`, deflated.
    static func png(width: Int, height: Int, bitDepth: UInt8, rows raw: [UInt8]) -> Data {
        var compressedLength = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        _ = compress2(&compressed, &compressedLength, raw, uLong(raw.count), 9)
        var header = [UInt8]()
        for value in [UInt32(width), UInt32(height)] { header += withUnsafeBytes(of: value.bigEndian, Array.init) }
        header += [bitDepth, 0, 0, 0, 0]
        return Data([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] + chunk("IHDR", header)
            + chunk("IDAT", Array(compressed[0 ..< Int(compressedLength)])) + chunk("IEND", []))
    }

    /// A PNG chunk: length, type, body and CRC.
    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        let crc = UInt32(crc32(0, typed, uInt(typed.count)))
        return withUnsafeBytes(of: UInt32(body.count).bigEndian, Array.init) + typed
            + withUnsafeBytes(of: crc.bigEndian, Array.init)
    }

    /// A 120,000-segment self-crossing filled path (about 750 KB): minutes of tessellation.
    static func longPath() -> Data {
        var state: UInt64 = 1
        var points = ""
        points.reserveCapacity(800_000)
        for _ in 0 ..< 120_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            points += "L\((state >> 33) % 25) \((state >> 45) % 25) "
        }
        return svg(#"<path fill-rule="evenodd" d="M0 0 \#(points)Z"/>"#)
    }
}
