import Foundation
import IconForgeKit

/// Catalog files shaped the way Xcode writes them (Apple's "Asset Catalog Format Reference":
/// `images` entries with `idiom`, `scale`, `filename`, `appearances`, `resizing`; imageset
/// `properties`; `info` with `author: xcode`), to check that iconforge only touches its own.
enum XcodeCatalogFixture {
    /// A root `Contents.json` as Xcode writes it.
    static let root = """
    {
      "info" : {
        "author" : "xcode",
        "version" : 1
      }
    }

    """

    /// An imageset a designer edited in Xcode: dark and high-contrast variants, an iPhone and
    /// an iPad image (the iPad one 9-part sliced with its centre tiled), empty slots, imageset
    /// properties, and keys in the older order (`idiom` first) that Xcode once wrote.
    static func imageset(_ name: String) -> String {
        """
        {
          "images" : [
            { "idiom" : "universal", "filename" : "\(name).png", "scale" : "1x" },
            { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "filename" : "\(name)-dark.png", "scale" : "1x" },
            { "idiom" : "universal", "scale" : "2x" },
            { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "filename" : "\(name)-dark@2x.png", "scale" : "2x" },
            { "idiom" : "universal", "appearances" : [ { "appearance" : "contrast", "value" : "high" } ],
              "filename" : "\(name)-hc@2x.png", "scale" : "2x" },
            { "idiom" : "universal", "scale" : "3x" },
            { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "scale" : "3x" },
            { "idiom" : "iphone", "filename" : "\(name)-phone@2x.png", "scale" : "2x" },
            { "idiom" : "ipad", "filename" : "\(name)-pad@2x.png", "scale" : "2x",
              "resizing" : { "mode" : "9-part", "center" : { "mode" : "tile", "width" : 2, "height" : 2 },
                             "cap-insets" : { "top" : 10, "left" : 10, "bottom" : 10, "right" : 10 } } },
            { "idiom" : "mac", "scale" : "1x" }
          ],
          "properties" : { "compression-type" : "lossless", "preserves-vector-representation" : true, "localizable" : true },
          "info" : { "version" : 1, "author" : "xcode" }
        }

        """
    }

    /// The user's own files of `imageset(name)`, with distinct bytes.
    static func userFiles(_ name: String) -> [String: Data] {
        ["\(name)-dark.png", "\(name)-dark@2x.png", "\(name)-hc@2x.png", "\(name)-phone@2x.png", "\(name)-pad@2x.png",
         "NOTES.txt"].reduce(into: [:]) { $0[$1] = Data("user file \($1)".utf8) }
    }

    /// Writes a catalog at `catalog` holding `imageset(name)` and its user files, plus `name.png`
    /// (the universal 1x image the designer dropped in).
    static func make(_ catalog: URL, name: String) throws {
        let set = catalog.appendingPathComponent("\(name).imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(root.utf8).write(to: catalog.appendingPathComponent("Contents.json"))
        try Data(imageset(name).utf8).write(to: set.appendingPathComponent("Contents.json"))
        for (file, data) in userFiles(name) { try data.write(to: set.appendingPathComponent(file)) }
        try Data("old raster".utf8).write(to: set.appendingPathComponent("\(name).png"))
    }

    /// The `images` entries of a `Contents.json`.
    static func entries(_ url: URL) throws -> [[String: JSONValue]] {
        guard case .array(let items)? = JSONValue(parsing: try Data(contentsOf: url))?.members?["images"] else { return [] }
        return items.compactMap(\.members)
    }
}
