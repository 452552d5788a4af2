@testable import IconForgeKit
import Foundation
import XCTest

/// Render workers encode the files and draw the preview; what they send back must be what
/// encoding the same pixels here would give, and must survive the wire.
final class RenderFinishingTests: XCTestCase {
    static let svg = Data("""
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="9" fill="none" stroke="#000" stroke-width="2"/></svg>
        """.utf8)

    static let finishing = RenderFinishing(
        encodings: [.init(target: 0, spec: .alphaPlane), .init(target: 2, spec: .alphaPlane),
                    .init(target: 1, spec: .tinted(RGBA(0x21, 0x96, 0xF3))), .init(target: 0, spec: .alphaPlane)],
        preview: .init(title: "ring", targets: [1: 0, 2: 1, 3: 2]))

    func testTheFinishingEncodesEachPlannedImageOnceAsEncodingHereWould() throws {
        XCTAssertEqual(Self.finishing.encodings.count, 3, "the repeated 1x alpha plane is planned once")
        let request = RenderRequest(svg: Self.svg, targets: [30, 60, 90].map { RenderTarget(width: $0, height: $0, padding: 0) },
                                    finishing: Self.finishing)
        let result = try LibrsvgRasterizer().render(request)
        XCTAssertEqual(result.encoded.count, 3)
        for (encoding, data) in zip(Self.finishing.encodings, result.encoded) {
            XCTAssertEqual(data, try encoding.spec.encode(result.images[encoding.target]))
        }
        let preview = try XCTUnwrap(result.preview)
        let renders = [1: result.images[0], 2: result.images[1], 3: result.images[2]]
        XCTAssertEqual(preview, try TabBarPreview(title: "ring", renders: renders).png())
        XCTAssertEqual(try PNGDecoder.decode(preview).image, try TabBarPreview(title: "ring", renders: renders).render())
    }

    func testAFinishingAndItsBytesSurviveTheWire() throws {
        var request = RenderRequest(svg: Self.svg, targets: [RenderTarget(width: 30, height: 30, padding: 1)],
                                    finishing: Self.finishing)
        XCTAssertEqual(try WorkerMessages.decodeRequest(WorkerMessages.encode(request)), request)
        request.finishing = RenderFinishing(encodings: [.init(target: 0, spec: .rgba(texts: [.init(keyword: "k", text: "v")])),
                                                        .init(target: 0, spec: .ninePatch(.init(stretchX: 1 ..< 2, stretchY: 0 ..< 3,
                                                                                                contentX: 0 ..< 4, contentY: 1 ..< 3)))])
        XCTAssertEqual(try WorkerMessages.decodeRequest(WorkerMessages.encode(request)), request)
        let result = RenderResult(images: [RGBAImage(width: 2, height: 2)], documentWidth: 24, documentHeight: 24,
                                  clippedFraction: 0, encoded: [Data([1, 2, 3]), Data()], preview: Data([9, 8]))
        XCTAssertEqual(try WorkerMessages.decodeReply(WorkerMessages.encode(.success(result))).get(), result)
    }

    func testOnlyTheRendersAskedForTravelBackOnceTheirFilesAreEncoded() throws {
        var finishing = Self.finishing
        finishing.returnedPixels = [0]
        let request = RenderRequest(svg: Self.svg, targets: [30, 60, 90].map { RenderTarget(width: $0, height: $0, padding: 0) },
                                    finishing: finishing)
        XCTAssertEqual(try WorkerMessages.decodeRequest(WorkerMessages.encode(request)), request)
        let kept = try LibrsvgRasterizer().render(request)
        let all = try LibrsvgRasterizer().render(RenderRequest(svg: Self.svg, targets: request.targets, finishing: Self.finishing))
        XCTAssertEqual(kept.images.map { [$0.width, $0.height] }, [[30, 30], [0, 0], [0, 0]])
        XCTAssertEqual(kept.images[0], all.images[0])
        XCTAssertEqual(kept.encoded, all.encoded, "the files are encoded from the full renders")
        XCTAssertEqual(kept.preview, all.preview)
        XCTAssertEqual(try WorkerMessages.decodeReply(WorkerMessages.encode(.success(kept))).get(), kept)
    }

    func testAnIconRecipeKeepsOnlyItsOneXRenderWhenTheFormatPlansEveryFile() throws {
        let source = IconSource(displayName: "ring.svg", name: "ring", data: Self.svg)
        let catalog = XcodeCatalog(root: URL(fileURLWithPath: "/nonexistent/Icons.xcassets"))
        let builder = IconBuilder(options: IconOptions(scales: [2, 3]), format: catalog)
        let request = builder.request(for: source)
        XCTAssertEqual(request.targets.map(\.width), [30, 60, 90], "1x is rendered for the checks")
        XCTAssertEqual(request.finishing?.returnedPixels, [0])
        let finished = try builder.recipe(for: source).finish([try LibrsvgRasterizer().render(request)])
        XCTAssertEqual(finished.base.width, 30)
        XCTAssertEqual(try catalog.encodedFiles(of: finished.assets[0]).map(\.path).sorted(),
                       ["ring.imageset/ring@2x.png", "ring.imageset/ring@3x.png"])
    }

    func testAFormatPlansItsImageFilesWithoutPixels() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("finishing-\(UUID().uuidString)")
        let catalog = XcodeCatalog(root: root.appendingPathComponent("Icons.xcassets"))
        let plan = AssetPlan.icon("ring", scales: [1, 2, 3])
        let planned = try catalog.finishing(of: plan, pixelScales: [1, 2, 3])
        XCTAssertEqual(planned, [0, 1, 2].map { RenderFinishing.Encoding(target: $0, spec: .alphaPlane) })
    }
}
