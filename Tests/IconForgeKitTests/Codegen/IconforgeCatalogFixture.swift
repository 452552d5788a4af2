import Foundation
@testable import IconForgeKit

/// A catalog like iconforge writes: template icons in a `Tabs` namespace folder (`home` with
/// its selected drawing `home-selected`), a plain
/// `Buttons` folder with a 3-part button whose insets agree in points at every scale and a
/// 9-part panel whose left and right insets do not (15 px at 2x and at 3x).
enum IconforgeCatalogFixture {
    static func write(to catalog: URL) throws {
        let png = try PNGEncoder.encode(AlphaPlane(width: 1, height: 1, values: [255]))
        let tabs = AssetCatalog(root: catalog.appendingPathComponent("Tabs"))
        try tabs.createContents(in: tabs.root, properties: ["provides-namespace": .bool(true)])
        for name in ["home", "home-selected", "tab-settings", "default"] {
            _ = try tabs.write(ImageSet(name: name, images: [1, 2, 3].map {
                .init(scale: $0, filename: ImageSet.filename(name, scale: $0), data: png)
            }, properties: ["template-rendering-intent": .string("template")]))
        }
        let buttons = AssetCatalog(root: catalog.appendingPathComponent("Buttons"))
        _ = try buttons.write(ImageSet(name: "blue-button", images: [1, 2, 3].map { scale in
            .init(scale: scale, filename: ImageSet.filename("blue-button", scale: scale), data: png,
                  resizing: .object([
                      "mode": .string("3-part-horizontal"),
                      "center": .object(["mode": .string("stretch"), "width": .int(scale)]),
                      "cap-insets": .object(["left": .int(12 * scale), "right": .int(11 * scale)]),
                  ]))
        }))
        _ = try buttons.write(ImageSet(name: "panel", images: [2, 3].map { scale in
            .init(scale: scale, filename: ImageSet.filename("panel", scale: scale), data: png,
                  resizing: .object([
                      "mode": .string("9-part"),
                      "center": .object(["mode": .string("stretch"), "width": .int(1), "height": .int(1)]),
                      "cap-insets": .object(["top": .int(9 * scale), "left": .int(15),
                                             "bottom": .int(7 * scale), "right": .int(16)]),
                  ]))
        }))
    }
}
