import Foundation
@testable import IconForgeKit

/// A catalog in the exact shape Xcode writes: `"author" : "xcode"`, Xcode's spacing, empty
/// slots, appearances, Xcode 6's legacy `capInsets`, unsorted keys, and every set kind.
enum CodegenCatalogFixture {
    static let info = #""info" : { "author" : "xcode", "version" : 1 }"#

    static func write(to catalog: URL) throws {
        try put(catalog, "", #"{ \#(info) }"#)
        let png1 = try PNGEncoder.encode(AlphaPlane(width: 2, height: 2, values: [255, 255, 255, 255]))
        // An app icon with empty slots; code never loads it by name.
        try put(catalog, "AppIcon.appiconset", #"""
        { "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ], \#(info) }
        """#)
        try put(catalog, "AccentColor.colorset", #"""
        {
          "colors" : [
            { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.800", "green" : "0.400", "red" : "0.200" } }, "idiom" : "universal" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" }
          ],
          \#(info)
        }
        """#)
        try put(catalog, "Brand", #"{ \#(info), "properties" : { "provides-namespace" : true } }"#)
        try put(catalog, "Brand/Primary.colorset", #"{ "colors" : [ { "idiom" : "universal" } ], \#(info) }"#)
        try put(catalog, "Brand/config.dataset", #"""
        { "data" : [ { "filename" : "config.json", "idiom" : "universal", "universal-type-identifier" : "public.json" } ], \#(info) }
        """#)
        try put(catalog, "Brand/ImageAssetless", #"{ \#(info), "properties" : { "provides-namespace" : true } }"#)
        try put(catalog, "Brand/ImageAssetless/Icon.appiconset", #"{ "images" : [ ], \#(info) }"#)
        try put(catalog, "Symbols", #"{ \#(info), "properties" : { "provides-namespace" : true } }"#)
        try put(catalog, "Symbols/custom.heart.symbolset", #"""
        { \#(info), "symbols" : [ { "filename" : "custom.heart.svg", "idiom" : "universal" } ] }
        """#)
        try put(catalog, "Scenes.arresourcegroup", #"{ \#(info) }"#)
        try put(catalog, "Scenes.arresourcegroup/poster.arreferenceimage", #"{ "images" : [ { "idiom" : "universal" } ], \#(info) }"#)
        // Images with non-ASCII names, one with a dark appearance and empty 1x/3x slots.
        try put(catalog, "ホーム.imageset", #"""
        {
          "images" : [
            { "idiom" : "universal", "scale" : "1x" },
            { "filename" : "home@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "filename" : "home-dark@2x.png", "idiom" : "universal", "scale" : "2x" },
            { "idiom" : "universal", "scale" : "3x" }
          ],
          \#(info),
          "properties" : { "template-rendering-intent" : "template" }
        }
        """#, png: png1, files: ["home@2x.png", "home-dark@2x.png"])
        try put(catalog, "café.imageset", #"{ "images" : [ { "filename" : "cafe.png", "idiom" : "universal" } ], \#(info) }"#,
                     png: png1, files: ["cafe.png"])
        try put(catalog, "設定.imageset", #"{ "images" : [ { "filename" : "s.png", "idiom" : "universal" } ], \#(info) }"#)
        try put(catalog, "2up.imageset", #"{ "images" : [ { "filename" : "2up.png", "idiom" : "universal" } ], \#(info) }"#)
        try put(catalog, "class.imageset", #"{ "images" : [ { "filename" : "class.png", "idiom" : "universal" } ], \#(info) }"#)
        try put(catalog, "Buttons", #"{ \#(info) }"#)  // a plain group: its sets sit in the enclosing namespace
        // 9-part with insets Xcode wrote per scale: 16 pt at 1x, 16.5 pt at 2x.
        try put(catalog, "Buttons/nine.imageset", #"""
        { "images" : [
            { "filename" : "nine.png", "idiom" : "universal", "resizing" : { "cap-insets" : { "bottom" : 16, "left" : 16, "right" : 16, "top" : 16 }, "center" : { "height" : 1, "mode" : "stretch", "width" : 1 }, "mode" : "9-part" }, "scale" : "1x" },
            { "filename" : "nine@2x.png", "idiom" : "universal", "resizing" : { "cap-insets" : { "bottom" : 33, "left" : 33, "right" : 33, "top" : 33 }, "center" : { "height" : 1, "mode" : "stretch", "width" : 1 }, "mode" : "9-part" }, "scale" : "2x" }
          ], \#(info) }
        """#)
        try put(catalog, "Buttons/tiled.imageset", #"""
        { "images" : [ { "filename" : "tiled.png", "idiom" : "universal", "resizing" : { "cap-insets" : { "left" : 4, "right" : 4 }, "center" : { "mode" : "tile", "width" : 2 }, "mode" : "3-part-horizontal" }, "scale" : "1x" } ], \#(info) }
        """#)
        // Xcode 6: `capInsets` with string values, keys in no order.
        try put(catalog, "Buttons/legacy.imageset", #"""
        { \#(info), "images" : [ { "scale" : "2x", "resizing" : { "mode" : "9-part", "capInsets" : { "top" : "10", "left" : "12", "bottom" : "10", "right" : "12" }, "center" : { "mode" : "stretch" } }, "idiom" : "universal", "filename" : "legacy@2x.png" } ] }
        """#)
        // 3-part with a centre 0 wide on a file 2 px wide.
        try put(catalog, "Buttons/narrow.imageset", #"""
        { "images" : [ { "filename" : "narrow.png", "idiom" : "universal", "resizing" : { "cap-insets" : { "left" : 1, "right" : 1 }, "center" : { "mode" : "stretch", "width" : 0 }, "mode" : "3-part-horizontal" }, "scale" : "1x" } ], \#(info) }
        """#, png: png1, files: ["narrow.png"])
    }

    private static func put(_ catalog: URL, _ folder: String, _ json: String, png: Data? = nil, files: [String] = []) throws {
        let url = catalog.appendingPathComponent(folder)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data((json + "\n").utf8).write(to: url.appendingPathComponent("Contents.json"))
        for file in files { try png?.write(to: url.appendingPathComponent(file)) }
    }
}
