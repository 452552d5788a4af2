import Foundation
import IconForgeKit

/// Catalog files in the exact shape Xcode writes them (Apple's "Asset Catalog Format
/// Reference", and what Xcode 15 leaves on disk): `"author" : "xcode"`, appearances, empty
/// slots, keys in Xcode's older `idiom`-first order, `compression-type`, a 9-part slicing with a
/// tiled centre and Xcode's own `_1x/_2x/_3x` file names.
enum XcodeShapedCatalog {
    /// A catalog's root `Contents.json` as Xcode writes it.
    static let root = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"

    /// The user's own imageset `name`: a universal 1x image named as iconforge names it, a dark
    /// 2x variant, empty 2x and 3x slots, an empty dark 3x slot, lossless compression.
    static func userSet(_ name: String) -> (contents: String, files: [String: String]) {
        ("""
        {
          "images" : [
            { "idiom" : "universal", "filename" : "\(name).png", "scale" : "1x" },
            { "idiom" : "universal", "scale" : "2x" },
            { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
              "filename" : "\(name)-dark@2x.png", "scale" : "2x" },
            { "idiom" : "universal", "scale" : "3x" },
            { "idiom" : "universal", "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "scale" : "3x" }
          ],
          "info" : { "version" : 1, "author" : "xcode" },
          "properties" : { "compression-type" : "lossless" }
        }

        """, ["\(name).png": "the user's drawing", "\(name)-dark@2x.png": "the user's dark drawing", "NOTES.txt": "ask Ana first"])
    }

    /// The user's imageset `name` for the iPhone in light and dark and for the iPad: empty
    /// universal slots (iconforge's to fill with consent), dark 1x and 2x images and an empty
    /// dark 3x slot, iPad 1x and 2x images, lossless compression, and a note beside them.
    static func darkAndPadSet(_ name: String) -> (contents: String, files: [String: String]) {
        let dark = "\"appearances\" : [ { \"appearance\" : \"luminosity\", \"value\" : \"dark\" } ]"
        return ("""
        {
          "images" : [
            { "idiom" : "universal", "scale" : "1x" },
            { "idiom" : "universal", \(dark), "filename" : "\(name)-dark.png", "scale" : "1x" },
            { "idiom" : "universal", "scale" : "2x" },
            { "idiom" : "universal", \(dark), "filename" : "\(name)-dark@2x.png", "scale" : "2x" },
            { "idiom" : "universal", "scale" : "3x" },
            { "idiom" : "universal", \(dark), "scale" : "3x" },
            { "idiom" : "ipad", "filename" : "\(name)-ipad.png", "scale" : "1x" },
            { "idiom" : "ipad", "filename" : "\(name)-ipad@2x.png", "scale" : "2x" }
          ],
          "info" : { "version" : 1, "author" : "xcode" },
          "properties" : { "compression-type" : "lossless" }
        }

        """, ["\(name)-dark.png": "dark 1x", "\(name)-dark@2x.png": "dark 2x", "\(name)-ipad.png": "iPad 1x",
              "\(name)-ipad@2x.png": "iPad 2x", "NOTES.txt": "ask Ana first"])
    }

    /// A chat bubble sliced in Xcode: 9-part, the centre tiled, Xcode's `_1x/_2x/_3x` names, an
    /// empty iPad slot.
    static func tiledSet(_ name: String) -> (contents: String, files: [String: String]) {
        let entries = [1, 2, 3].map { scale in
            """
                {
                  "filename" : "\(name)_\(scale)x.png",
                  "idiom" : "universal",
                  "resizing" : {
                    "cap-insets" : { "bottom" : \(12 * scale), "left" : \(16 * scale), "right" : \(10 * scale), "top" : \(14 * scale) },
                    "center" : { "height" : \(scale), "mode" : "tile", "width" : \(scale) },
                    "mode" : "9-part"
                  },
                  "scale" : "\(scale)x"
                }
            """
        }
        let contents = "{\n  \"images\" : [\n" + entries.joined(separator: ",\n")
            + ",\n    {\n      \"idiom\" : \"ipad\",\n      \"scale\" : \"2x\"\n    }\n  ],\n"
            + "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  },\n"
            + "  \"properties\" : {\n    \"compression-type\" : \"lossless\"\n  }\n}\n"
        return (contents, Dictionary(uniqueKeysWithValues: (1 ... 3).map { ("\(name)_\($0)x.png", "bubble \($0)x") }))
    }

    /// Writes the imageset `set` (`…/name.imageset`) with `contents` and `files`, and the
    /// catalog's root `Contents.json` when it has none.
    @discardableResult
    static func make(_ set: URL, _ shape: (contents: String, files: [String: String])) throws -> URL {
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        let catalogRoot = set.deletingLastPathComponent().appendingPathComponent("Contents.json")
        if !FileManager.default.fileExists(atPath: catalogRoot.path) { try Data(root.utf8).write(to: catalogRoot) }
        try Data(shape.contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        for (file, text) in shape.files { try Data(text.utf8).write(to: set.appendingPathComponent(file)) }
        return set
    }

    /// Does to a set iconforge made what a designer does in Xcode: adds a dark appearance (files
    /// and an empty dark 3x slot), sets `compression-type`, and rewrites `Contents.json` as
    /// Xcode does, with its own author (or, `keepingAuthor`, with the author the file names, as
    /// Xcode leaves a set it only adds to). Returns the designer's files.
    @discardableResult
    static func editInXcode(_ set: URL, name: String, keepingAuthor: Bool = false) throws -> [String: Data] {
        let url = set.appendingPathComponent("Contents.json")
        guard var members = JSONValue(parsing: try Data(contentsOf: url))?.members,
              case .array(var images)? = members["images"] else { throw CocoaError(.fileReadCorruptFile) }
        let dark: JSONValue = .array([.object(["appearance": .string("luminosity"), "value": .string("dark")])])
        var added: [String: Data] = [:]
        for scale in [1, 2] {
            let file = ImageSet.filename("\(name)-dark", scale: scale)
            images.append(.object(["appearances": dark, "filename": .string(file), "idiom": .string("universal"),
                                   "scale": .string("\(scale)x")]))
            added[file] = Data("dark \(scale)x".utf8)
        }
        images.append(.object(["appearances": dark, "idiom": .string("universal"), "scale": .string("3x")]))
        members["images"] = .array(images)
        if !keepingAuthor { members["info"] = .object(["author": .string("xcode"), "version": .int(1)]) }
        var properties = members["properties"]?.members ?? [:]
        properties["compression-type"] = .string("gpu-optimized-smallest")
        members["properties"] = .object(properties)
        try Data(JSONValue.object(members).xcodeText.utf8).write(to: url)
        for (file, data) in added { try data.write(to: set.appendingPathComponent(file)) }
        return added
    }

    /// The `images` entries of an imageset's `Contents.json`.
    static func entries(_ set: URL) throws -> [[String: JSONValue]] {
        guard case .array(let items)? = JSONValue(parsing: try Data(contentsOf: set.appendingPathComponent("Contents.json")))?
            .members?["images"] else { return [] }
        return items.compactMap(\.members)
    }

    /// Every `Contents.json` under `catalog`, each required to parse as a JSON object.
    static func allContentsParse(_ catalog: URL) throws -> Bool {
        try relativeFiles(in: catalog).filter { $0.hasSuffix("Contents.json") }.allSatisfy { path in
            JSONValue(parsing: try Data(contentsOf: catalog.appendingPathComponent(path)))?.members != nil
        }
    }
}
