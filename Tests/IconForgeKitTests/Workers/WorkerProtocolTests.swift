@testable import IconForgeKit
import Foundation
import XCTest

final class WorkerProtocolTests: XCTestCase {
    func testARequestSurvivesTheWireUnchanged() throws {
        let request = RenderRequest(svg: Data("<svg/>".utf8),
                                    targets: [RenderTarget(width: 30, height: 30, padding: 1.5),
                                              RenderTarget(width: 90, height: 60, padding: 0, fit: .pixel)],
                                    baseURL: URL(fileURLWithPath: "/art/icon.svg"))
        XCTAssertEqual(try WorkerMessages.decodeRequest(WorkerMessages.encode(request)), request)
        var local = request
        local.baseURL = nil
        XCTAssertEqual(try WorkerMessages.decodeRequest(WorkerMessages.encode(local)), local)
    }

    func testAVectorDrawableRequestAndItsOutcomeSurviveTheWire() throws {
        for tint in [RGBA(255, 255, 255), nil] {
            let request = RenderRequest(svg: Data("<svg/>".utf8), targets: [RenderTarget(width: 24, height: 24, padding: 0)],
                                        drawable: VectorDrawableOptions(width: 32, height: 20, padding: 1.5, tint: tint))
            XCTAssertEqual(try WorkerMessages.decodeRequest(WorkerMessages.encode(request)), request)
        }
        let refusals: [VectorDrawableError] = [
            .invalidXML("bad"), .notSVG(root: "html"), .noDimensions, .unsupported(element: "<mask>", reason: "no"),
            .invalidValue(attribute: "d", value: "x"), .invalidOptions("size"), .pathTooLong(characters: 40_123),
        ]
        for outcome in [DrawableOutcome.converted(Data("<vector/>".utf8))] + refusals.map(DrawableOutcome.refused) {
            let result = RenderResult(images: [], documentWidth: 24, documentHeight: 24, clippedFraction: 0, drawable: outcome)
            XCTAssertEqual(try WorkerMessages.decodeReply(WorkerMessages.encode(.success(result))).get(), result)
        }
    }

    func testAResultTravelsAsRawPixels() throws {
        var pixels = [UInt8](repeating: 0, count: 3 * 2 * 4)
        pixels[7] = 255
        pixels[20] = 17
        let result = RenderResult(images: [RGBAImage(width: 3, height: 2, pixels: pixels)],
                                  documentWidth: 24, documentHeight: 12.5, clippedFraction: 0.25)
        let bytes = WorkerMessages.encode(.success(result))
        XCTAssertLessThan(bytes.count, pixels.count + 64, "pixels must not be text-encoded")
        XCTAssertEqual(try WorkerMessages.decodeReply(bytes).get(), result)
    }

    func testFitNotesSurviveTheWire() throws {
        let result = RenderResult(images: [], documentWidth: 24, documentHeight: 24, clippedFraction: 0,
                                  fitFallback: "no grid", softGrid: "1.25 px per unit")
        XCTAssertEqual(try WorkerMessages.decodeReply(WorkerMessages.encode(.success(result))).get(), result)
    }

    func testARendererErrorArrivesAsItsOneLineMessage() throws {
        let reply = WorkerMessages.encode(.failure(RenderError.noDimensions))
        XCTAssertThrowsError(try WorkerMessages.decodeReply(reply).get()) { error in
            XCTAssertEqual("\(error)", RenderError.noDimensions.description)
        }
    }

    func testATruncatedReplyIsAProtocolErrorNotACrash() {
        let bytes = WorkerMessages.encode(.success(RenderResult(images: [RGBAImage(width: 4, height: 4)],
                                                                documentWidth: 1, documentHeight: 1, clippedFraction: 0)))
        XCTAssertThrowsError(try WorkerMessages.decodeReply(Array(bytes.dropLast(5))))
    }

    func testAGarbledImageSizeIsAProtocolErrorNotAnOverflow() {
        var writer = WireWriter()
        writer.u8(0)
        for _ in 0 ..< 3 { writer.double(1) }
        writer.string("")  // no pixel-fit fallback
        writer.string("")  // no soft-grid note
        writer.int(1)
        writer.u32(.max)
        writer.u32(.max)
        writer.blob([UInt8](repeating: 0, count: 4))
        XCTAssertThrowsError(try WorkerMessages.decodeReply(writer.bytes)) { error in
            XCTAssertEqual("\(error)", "\(WorkerFailure.protocolError("pixel count does not match image size"))")
        }
    }

    func testAWorkerDeathIsNamedBySignalOrByTheMemoryLimit() {
        XCTAssertEqual(WorkerDeath.diagnose(status: SIGSEGV, errorText: "", memoryLimit: 1 << 30).description,
                       "renderer crashed (SIGSEGV)")
        XCTAssertEqual(WorkerDeath.diagnose(status: SIGABRT, errorText: "thread panicked at 'explicit panic'",
                                            memoryLimit: 1 << 30).description, "renderer crashed (SIGABRT)")
        XCTAssertEqual(WorkerDeath.diagnose(status: SIGABRT, errorText: "memory allocation of 3600000000 bytes failed\n",
                                            memoryLimit: 1 << 30).description, "render exceeded memory limit 1 GiB")
        XCTAssertEqual(WorkerFailure.timedOut(seconds: 10).description, "render exceeded 10 s")
        XCTAssertEqual(WorkerFailure.timedOut(seconds: 2.5).description, "render exceeded 2.5 s")
    }

    func testFramesArrivingInOneReadAreEachDeliveredWhole() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]) }
        XCTAssertTrue(FrameIO.write([1, 2, 3], to: fds[1]))
        XCTAssertTrue(FrameIO.write([], to: fds[1]))
        XCTAssertTrue(FrameIO.write([9], to: fds[1]))
        close(fds[1])
        var buffer = FrameBuffer()
        var frames: [[UInt8]] = []
        while true {
            if let frame = buffer.takeFrame() { frames.append(frame); continue }
            guard buffer.fill(from: fds[0]) > 0 else { break }
        }
        XCTAssertEqual(frames, [[1, 2, 3], [], [9]])
        XCTAssertFalse(buffer.isOversized)
    }

    /// A frame longer than one read's room arrives over several reads into the one reused
    /// room; each read's bytes are copied out before the next overwrites them.
    func testAFrameLongerThanOneReadArrivesWhole() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]) }
        let long = (0 ..< 300_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) }
        let writeEnd = fds[1]
        let writer = Thread {
            _ = FrameIO.write(long, to: writeEnd)
            _ = FrameIO.write([4, 5], to: writeEnd)
            close(writeEnd)
        }
        writer.start()
        var buffer = FrameBuffer()
        XCTAssertEqual(FrameIO.read(from: fds[0], into: &buffer), long)
        XCTAssertEqual(FrameIO.read(from: fds[0], into: &buffer), [4, 5])
        XCTAssertNil(FrameIO.read(from: fds[0], into: &buffer))
    }

    func testAnOversizedFrameHeaderStopsTheRead() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        defer { close(fds[0]) }
        XCTAssertTrue(FrameIO.writeAll([0xFF, 0xFF, 0xFF, 0x7F], to: fds[1]))
        close(fds[1])
        var buffer = FrameBuffer()
        XCTAssertEqual(buffer.fill(from: fds[0]), -1)
        XCTAssertTrue(buffer.isOversized)
        XCTAssertNil(buffer.takeFrame())
    }
}

extension WorkerProtocolTests {
    func testASymbolRequestAndItsOutcomeSurviveTheWire() throws {
        for insets in [SymbolInsets(top: 1, left: 2, bottom: 3.5, right: -1), nil] {
            let request = RenderRequest(svg: Data("<svg/>".utf8), targets: [RenderTarget(width: 24, height: 24, padding: 0)],
                                        symbol: SymbolOptions(name: "house", symbolInsets: insets, ultralightStrokeScale: 0.25,
                                                              blackStrokeScale: 2))
            XCTAssertEqual(try WorkerMessages.decodeRequest(WorkerMessages.encode(request)), request)
        }
        // Designer-drawn weights travel with the options.
        var designed = SymbolOptions(name: "house")
        designed.ultralightDrawing = Data("<svg>ul</svg>".utf8)
        let blackOnly = RenderRequest(svg: Data("<svg/>".utf8), targets: [], symbol: designed)
        XCTAssertEqual(try WorkerMessages.decodeRequest(WorkerMessages.encode(blackOnly)), blackOnly)
        designed.blackDrawing = Data("<svg>black</svg>".utf8)
        let both = RenderRequest(svg: Data("<svg/>".utf8), targets: [], symbol: designed)
        XCTAssertEqual(try WorkerMessages.decodeRequest(WorkerMessages.encode(both)), both)
        let refusals: [SymbolError] = [
            .invalidXML("bad"), .notSVG(root: "html"), .noDimensions, .unsupported(element: "<text>", reason: "no"),
            .invalidValue(attribute: "d", value: "x"), .outOfRange("a coordinate"), .tooComplex("many"), .nothingToDraw,
            .invalidOptions("insets"), .weightMismatch(weight: "Black", difference: "it has 1 path, Regular has 2"),
            .weightSource(weight: "Ultralight", reason: "cannot be a symbol: uses <text> (no)"),
        ]
        let warnings = SymbolWarning.Kind.allCases.map { SymbolWarning(kind: $0, detail: "on <path>") }
        let converted = SymbolOutcome.converted(SymbolTemplateOutput(svg: Data("<svg/>".utf8), warnings: warnings))
        for outcome in [converted] + refusals.map(SymbolOutcome.refused) {
            let result = RenderResult(images: [], documentWidth: 24, documentHeight: 24, clippedFraction: 0, symbol: outcome)
            XCTAssertEqual(try WorkerMessages.decodeReply(WorkerMessages.encode(.success(result))).get(), result)
        }
    }

    /// Both conversions share one outcome coding: the same tag for absent, converted and refused,
    /// and a refusal that cannot be read is a protocol error naming its type, not a crash.
    func testEveryConversionsOutcomeSharesOneCoding() throws {
        let drawable = DrawableOutcome.refused(.noDimensions), symbol = SymbolOutcome.refused(.noDimensions)
        var writers = (WireWriter(), WireWriter())
        writers.0.outcome(drawable)
        writers.1.outcome(symbol)
        XCTAssertEqual(writers.0.bytes, writers.1.bytes, "the same refusal case is the same bytes")
        var reader = WireReader(writers.0.bytes)
        XCTAssertEqual(try reader.outcome() as SymbolOutcome?, symbol)
        XCTAssertTrue(reader.isAtEnd)

        var garbled = WireWriter()
        garbled.u8(2)
        garbled.string("{\"noSuchRefusal\": {}}")
        var garbledReader = WireReader(garbled.bytes)
        XCTAssertThrowsError(try garbledReader.outcome() as DrawableOutcome?) { error in
            XCTAssertEqual("\(error)", "\(WorkerFailure.protocolError("unreadable VectorDrawableError"))")
        }
        var unknown = WireReader([3])
        XCTAssertThrowsError(try unknown.outcome() as SymbolOutcome?)
    }

    /// One refusal is always the same bytes: its JSON's keys go sorted, not in the encoder's order.
    func testARefusalIsTheSameBytesEveryTime() {
        var writer = WireWriter()
        writer.outcome(SymbolOutcome.refused(.weightMismatch(weight: "Black", difference: "it has 1 path")))
        let text = String(decoding: writer.bytes.dropFirst(5), as: UTF8.self)
        XCTAssertEqual(text, #"{"weightMismatch":{"difference":"it has 1 path","weight":"Black"}}"#)
    }
}
