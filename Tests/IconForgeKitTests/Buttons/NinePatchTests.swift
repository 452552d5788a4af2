import Foundation
import IconForgeKit
import XCTest

final class NinePatchTests: XCTestCase {
    private func ninePatch(scale: Double, geometry: ButtonGeometry = ButtonGeometry()) throws -> (Data, StretchableLayout) {
        let builder = ButtonBuilder(options: ButtonOptions(geometry: geometry, color: RGBA(0, 189, 0)),
                                    template: try ButtonTemplate.bundled(), rasterizer: LibrsvgRasterizer())
        let (image, layout) = try builder.render(.normal, scale: scale)
        return (try PNGEncoder.encode(NinePatch.framed(image, regions: layout.ninePatchRegions)), layout)
    }

    func testFramePixelsAreOpaqueBlackOrFullyTransparent() throws {
        for scale in AndroidResources.Density.allCases.map(\.scale) {
            let image = try PNGDecoder.decode(try ninePatch(scale: scale).0).image
            let frame = (0 ..< image.width).flatMap { [image[$0, 0], image[$0, image.height - 1]] }
                + (0 ..< image.height).flatMap { [image[0, $0], image[image.width - 1, $0]] }
            for pixel in frame {
                XCTAssertTrue(pixel == RGBA(0, 0, 0, 255) || pixel.alpha == 0, "\(scale)x frame pixel \(pixel.hex)")
            }
            XCTAssertEqual(image[0, 0].alpha, 0, "corners stay clear")
        }
    }

    func testStretchTicksSitOverTheCentre() throws {
        let image = try PNGDecoder.decode(try ninePatch(scale: 2).0).image
        let top = (0 ..< image.width).filter { image[$0, 0].alpha == 255 }
        XCTAssertEqual(top, [23, 24]) // centre px 22...23, shifted by the frame
        let left = (0 ..< image.height).filter { image[0, $0].alpha == 255 }
        XCTAssertEqual(left, Array(1 ... 80))
    }

    func testAaptAcceptsEveryDensityAndReadsTheDeclaredRegions() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/aapt") else {
            // In CI a missing aapt is a failure, never a silent pass.
            if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail("aapt is not installed (apt-get install aapt)") }
            throw XCTSkip("aapt is not installed")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ninepatch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for geometry in [ButtonGeometry(), ButtonGeometry(height: 44, width: 300, stretch: .both)] {
            for scale in AndroidResources.Density.allCases.map(\.scale) {
                let (data, layout) = try ninePatch(scale: scale, geometry: geometry)
                let input = folder.appendingPathComponent("in.9.png"), output = folder.appendingPathComponent("out.png")
                try data.write(to: input)
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/aapt")
                process.arguments = ["s", "-i", input.path, "-o", output.path]
                process.standardOutput = FileHandle.nullDevice
                let errors = Pipe()
                process.standardError = errors
                try process.run()
                let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                XCTAssertEqual(process.terminationStatus, 0, "\(scale)x: \(message)")
                let chunk = try XCTUnwrap(PNGChunks(try Data(contentsOf: output)).first("npTc"), "\(scale)x")
                let patch = try NinePatchChunk(chunk.data)
                let regions = layout.ninePatchRegions
                XCTAssertEqual(patch.xDivs, [regions.stretchX.lowerBound, regions.stretchX.upperBound], "\(scale)x")
                XCTAssertEqual(patch.yDivs, [regions.stretchY.lowerBound, regions.stretchY.upperBound], "\(scale)x")
                XCTAssertEqual(patch.padding.left, regions.contentX.lowerBound)
                XCTAssertEqual(patch.padding.right, layout.width - regions.contentX.upperBound)
                XCTAssertEqual(patch.padding.top, regions.contentY.lowerBound)
                XCTAssertEqual(patch.padding.bottom, layout.height - regions.contentY.upperBound)
            }
        }
    }
}
