import Foundation
import IconForgeKit
import XCTest

final class AndroidResourcesTests: XCTestCase {
    func testResourceNamesAreLowercaseLettersDigitsAndUnderscores() {
        XCTAssertEqual(AndroidResources.resourceName("button-00bd00"), "button_00bd00")
        XCTAssertEqual(AndroidResources.resourceName("Big Button.Red"), "big_button_red")
        XCTAssertEqual(AndroidResources.resourceName("2x-button"), "r_2x_button")
        XCTAssertEqual(AndroidResources.resourceName("bouton-é"), "bouton__")
    }

    func testImagesGoToTheirDensityFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("res-\(UUID().uuidString)/res")
        defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        let writer = AndroidResources(root: root)
        let set = ImageSet(name: "b", images: [1.0, 1.5, 4.0].map {
            ImageSet.Image(scale: Int($0.rounded(.up)), filename: "b.9.png", data: Data([1]), pixelScale: $0)
        })
        let files = try writer.write(set).map { $0.path.replacingOccurrences(of: root.path + "/", with: "") }
        XCTAssertEqual(files, ["drawable-mdpi/b.9.png", "drawable-hdpi/b.9.png", "drawable-xxxhdpi/b.9.png"])
        XCTAssertEqual(writer.previewFolder.lastPathComponent, "Previews")
        let odd = ImageSet(name: "b", images: [ImageSet.Image(scale: 1, filename: "b.png", data: Data(), pixelScale: 1.25)])
        XCTAssertThrowsError(try writer.write(odd))
    }
}
