@testable import IconForgeKit
import Foundation
import XCTest

/// The finishing's binary form: every encoding and preview survives it, the same finishing is the
/// same bytes, and a garbled one is a protocol error, never a trap.
final class WireFinishingTests: XCTestCase {
    static let every: [EncodingSpec] = [
        .alphaPlane, .tinted(RGBA(1, 2, 3, 4)), .rgba(texts: []),
        .rgba(texts: [.init(keyword: "iconforge.insets", text: "{12,0,12,0} é"), .init(keyword: "", text: "")]),
        .ninePatch(.init(stretchX: 12 ..< 13, stretchY: 0 ..< 44, contentX: 4 ..< 60, contentY: 4 ..< 40)),
        .mirrored(.alphaPlane), .mirrored(.tinted(RGBA(255, 255, 255))),
    ]

    func testEveryEncodingAndPreviewSurvivesTheWire() throws {
        for platform in PreviewPlatform.allCases {
            var finishing = RenderFinishing(encodings: Self.every.enumerated().map { .init(target: $0.offset % 3, spec: $0.element) },
                                            preview: .init(title: "Häuser ⌂", targets: [3: 2, 1: 0, 2: 1], platform: platform))
            XCTAssertEqual(try Self.roundTrip(finishing), finishing)
            finishing.returnedPixels = [2, 0]
            XCTAssertEqual(try Self.roundTrip(finishing), finishing)
            finishing.returnedPixels = []
            XCTAssertEqual(try Self.roundTrip(finishing), finishing)
        }
        // A symbol's preview: its options and the selected drawing whose `.fill` it shows.
        let symbol = RenderFinishing(preview: .init(title: "house", targets: [1: 0], symbol: SymbolOptions(name: "house"),
                                                    selectedSymbol: Data("<svg/>".utf8)))
        XCTAssertEqual(try Self.roundTrip(symbol), symbol)
        XCTAssertEqual(try Self.roundTrip(RenderFinishing()), RenderFinishing())
        XCTAssertNil(try Self.roundTrip(nil))
    }

    func testTheSameFinishingIsTheSameBytes() {
        var targets: [Int: Int] = [:], reversed: [Int: Int] = [:]
        for scale in 1 ... 40 { targets[scale] = scale }
        for scale in (1 ... 40).reversed() { reversed[scale] = scale }
        var one = RenderFinishing(preview: .init(title: "t", targets: targets)), other = RenderFinishing(preview: .init(title: "t", targets: reversed))
        one.returnedPixels = Set(0 ..< 40)
        other.returnedPixels = Set((0 ..< 40).reversed())
        XCTAssertEqual(Self.bytes(one), Self.bytes(other))
    }

    func testGarbledFinishingsAreProtocolErrors() {
        let ninePatch = Self.bytes(RenderFinishing(encodings: [.init(target: 0, spec: .ninePatch(.init(stretchX: 1 ..< 2, stretchY: 0 ..< 1,
                                                                                                      contentX: 0 ..< 1, contentY: 0 ..< 1)))]))
        var reversedRange = ninePatch
        // After the flag, the count, the target and the tag: stretchX's lower bound, 1 → 9 (past its upper bound, 2).
        reversedRange[1 + 4 + 4 + 1] = 9
        var unknownTag = Self.bytes(RenderFinishing(encodings: [.init(target: 0, spec: .alphaPlane)]))
        unknownTag[1 + 4 + 4] = 77
        var deep: EncodingSpec = .alphaPlane
        for _ in 0 ..< 6 { deep = .mirrored(deep) }
        let tooDeep = Self.bytes(RenderFinishing(encodings: [.init(target: 0, spec: deep)]))
        var platform = Self.bytes(RenderFinishing(preview: .init(title: "", targets: [1: 0])))
        // flag, no encodings, preview flag, empty title: the platform string "ios" → "iox".
        platform[1 + 4 + 1 + 4 + 4 + 2] = UInt8(ascii: "x")
        for (name, bytes) in [("reversed range", reversedRange), ("unknown tag", unknownTag), ("nested too deep", tooDeep),
                              ("platform", platform), ("truncated", Array(ninePatch.dropLast(3))), ("huge count", [1, 255, 255, 255, 255])] {
            var reader = WireReader(bytes)
            XCTAssertThrowsError(try reader.finishing(), name) { error in
                guard case WorkerFailure.protocolError = error else { return XCTFail("\(name): \(error)") }
            }
        }
    }

    private static func bytes(_ finishing: RenderFinishing?) -> [UInt8] {
        var writer = WireWriter()
        writer.finishing(finishing)
        return writer.bytes
    }

    private static func roundTrip(_ finishing: RenderFinishing?) throws -> RenderFinishing? {
        var reader = WireReader(bytes(finishing))
        let decoded = try reader.finishing()
        XCTAssertTrue(reader.isAtEnd)
        return decoded
    }
}
