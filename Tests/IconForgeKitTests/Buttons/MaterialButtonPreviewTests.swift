@testable import IconForgeKit
import XCTest

/// An Android button's preview frames it as an Android app shows it: on a 360 dp phone screen,
/// 16 dp in, 40 dp high in a 48 dp touch target, sized in dp; the images stay as asked.
final class MaterialButtonPreviewTests: XCTestCase {
    func testAFrameNotGivenIsMaterialsOnAndroidAndUIKitsOnIOS() {
        let options = ButtonOptions(color: .black)
        XCTAssertFalse(options.previewFrameIsGiven)
        XCTAssertTrue(options.previewFrame(for: .android) == (328, 40))
        XCTAssertTrue(options.previewFrame(for: .ios) == (300, 44))
        // Grown to hold a taller image; a given frame is kept on both.
        let tall = ButtonOptions(geometry: ButtonGeometry(height: 56), color: .black)
        XCTAssertTrue(tall.previewFrame(for: .android) == (328, 56))
        let given = ButtonOptions(color: .black, previewWidth: 200, previewHeight: 44)
        XCTAssertTrue(given.previewFrameIsGiven)
        XCTAssertTrue(given.previewFrame(for: .android) == (200, 44))
    }

    func testTheCaptionSaysDensitiesAndDpAndTheScreenItIsOn() throws {
        let layout = ButtonGeometry().layout(scale: 1)
        let image = RGBAImage(width: layout.width, height: layout.height, pixels: [UInt8](repeating: 255, count: layout.width * layout.height * 4))
        var preview = ButtonPreview(title: "Buy", frameWidth: 328, frameHeight: 40, rows: [])
        preview.platform = .android
        let twoDensities = ButtonPreview.Row(label: "normal", images: [(image, layout), (image, ButtonGeometry().layout(scale: 2))])
        XCTAssertEqual(preview.caption(for: twoDensities), "mdpi and xhdpi, stretched from 23x40 dp to 328x40 dp in a 48 dp touch "
            + "target on a 360 dp screen; unstretched at right")
        preview.platform = .ios
        preview.frameWidth = 300
        preview.frameHeight = 44
        XCTAssertEqual(preview.caption(for: twoDensities), "1x and 2x, stretched from 23x40 pt to 300x44 pt; unstretched at right")
    }

    func testNoStripOverlapsAnotherPartOrLeavesTheCanvasAndEachHoldsItsButton() {
        for (geometry, frame) in [(ButtonGeometry(), (328.0, 40.0)), (ButtonGeometry(height: 56), (328.0, 56.0)),
                                  (ButtonGeometry(height: 40, width: 400), (400.0, 40.0)), (ButtonGeometry(), (200.0, 44.0))] {
            let scales = [1.0, 2.0]
            let sizes = ButtonState.allCases.map { _ in scales.map { geometry.layout(scale: $0) }.map { ($0.width, $0.height) } }
            let layout = ButtonPreviewLayout(frameWidth: frame.0, frameHeight: frame.1, scales: scales, sizes: sizes, platform: .android)
            let canvas = Rect(x: 0, y: 0, width: Double(layout.width), height: Double(layout.height))
            for (i, a) in layout.elements.enumerated() {
                XCTAssertEqual(a.intersectionArea(with: canvas), a.width * a.height, "\(a) leaves the canvas")
                for b in layout.elements[(i + 1)...] { XCTAssertEqual(a.intersectionArea(with: b), 0, "\(a) overlaps \(b)") }
            }
            for row in layout.rows {
                XCTAssertEqual(row.strips.count, scales.count)
                for (scale, (strip, button)) in zip(scales, zip(row.strips, row.buttons)) {
                    XCTAssertEqual(button.intersectionArea(with: strip), button.width * button.height, "\(button) outside \(strip)")
                    XCTAssertEqual(strip.width, (max(360, frame.0 + 32) * scale).rounded())
                    XCTAssertEqual(strip.height, ((max(48, frame.1) + 16) * scale).rounded())
                    XCTAssertEqual(button.width, (frame.0 * scale).rounded())
                }
            }
        }
    }
}

/// A build records the look its previews and sheet were drawn in: Android's button pictures
/// (on the phone's screen) apart from those drawn before, in UIKit's frame, so they are redrawn.
final class MaterialButtonPreviewRecordTests: XCTestCase {
    func builder(_ format: String) throws -> PipelineBuilder {
        let folder = URL(fileURLWithPath: NSTemporaryDirectory())
        let manifest = try ManifestParser.parse("outputs:\n  - \(format): out\nbuttons:\n  - name: buy\n    colour: 00bd00\n",
                                                file: folder.appendingPathComponent("iconforge.yml"))
        return PipelineBuilder(manifest: manifest, rasterizer: LibrsvgRasterizer())
    }

    func testAndroidButtonPicturesAreRecordedInTheirOwnLookAndIOSOnesAsBefore() throws {
        let android = try builder("android"), ios = try builder("xcassets")
        XCTAssertEqual(android.previewLook(buttons: true), ";platform=android;button=screen")
        XCTAssertEqual(android.previewLook(buttons: false), ";platform=android")
        XCTAssertEqual(ios.previewLook(buttons: true), "")
    }
}
