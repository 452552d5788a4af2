import Foundation
@testable import IconForgeKit

/// The catalogs SwiftGen's xcassets documentation and test fixtures describe (`Food`, `Styles`,
/// `Files`, `Symbols`, `Targets`, an empty `Other`), written as Xcode writes them (its
/// JSON layout, `"author" : "xcode"`, namespace folders), with names SwiftGen and iconforge
/// once disagreed on added: all-caps words, digits, separators, keywords.
enum SwiftGenCatalogFixture {
    /// Every catalog, in the order `swiftgen xcassets` is given them.
    static let catalogs = ["Food", "Styles", "Files", "Symbols", "Targets", "Other"]

    static func write(in folder: URL) throws {
        for name in catalogs { try put(folder.appendingPathComponent("\(name).xcassets"), [:]) }
        let food = folder.appendingPathComponent("Food.xcassets")
        try namespace(food, "Exotic")
        try image(food, "Exotic/Banana")
        try image(food, "Exotic/Mango")
        try namespace(food, "Round")
        try image(food, "Round/Apricot")
        try image(food, "Round/Apple", template: true)
        try namespace(food, "Round/Double")
        try image(food, "Round/Double/Cherry")
        try image(food, "Round/Tomato")
        try image(food, "private")
        try image(food, "UPPER_CASE")
        try image(food, "NEW-ICON")
        try image(food, "iOS-Logo")
        try image(food, "2up")
        try image(food, "3d_rotation_24px")

        let styles = folder.appendingPathComponent("Styles.xcassets")
        try namespace(styles, "24Vision")
        try color(styles, "24Vision/Background")
        try color(styles, "24Vision/Primary")
        try image(styles, "Orange")
        try namespace(styles, "Vengo")
        try color(styles, "Vengo/Primary")
        try color(styles, "Vengo/Tint")
        try namespace(styles, "HTTP-API")
        try color(styles, "HTTP-API/007AFF&A7CCF5")
        try color(styles, "HTTP-API/default")
        try put(styles.appendingPathComponent("Brand"), [:])  // a plain group: flattened
        try color(styles, "Brand/AccentColor")

        let files = folder.appendingPathComponent("Files.xcassets")
        try data(files, "Data")
        try namespace(files, "Json")
        try data(files, "Json/Data")
        try data(files, "README")

        let symbols = folder.appendingPathComponent("Symbols.xcassets")
        try put(symbols.appendingPathComponent("Exclamation Mark.symbolset"),
                ["symbols": .array([.object(["filename": .string("Exclamation Mark.svg"), "idiom": .string("universal")])])])
        try put(symbols.appendingPathComponent("Plus.symbolset"),
                ["symbols": .array([.object(["filename": .string("Plus.svg"), "idiom": .string("universal")])])])

        let targets = folder.appendingPathComponent("Targets.xcassets")
        for group in ["Bottles", "Paintings", "Posters"] {
            try put(targets.appendingPathComponent("\(group).arresourcegroup"), [:])
            try put(targets.appendingPathComponent("\(group).arresourcegroup/\(group)1.arreferenceimage"),
                    ["images": .array([.object(["idiom": .string("universal")])]),
                     "properties": .object(["width": .double(0.3)])])
        }
    }

    static func image(_ catalog: URL, _ name: String, template: Bool = false) throws {
        let file = (name.split(separator: "/").last.map(String.init) ?? name) + ".png"
        var contents: [String: JSONValue] = ["images": .array([
            .object(["filename": .string(file), "idiom": .string("universal"), "scale": .string("1x")]),
            .object(["idiom": .string("universal"), "scale": .string("2x")]),
            .object(["idiom": .string("universal"), "scale": .string("3x")]),
        ])]
        if template { contents["properties"] = .object(["template-rendering-intent": .string("template")]) }
        try put(catalog.appendingPathComponent("\(name).imageset"), contents)
    }

    static func color(_ catalog: URL, _ name: String) throws {
        let components: JSONValue = .object(["alpha": .string("1.000"), "blue": .string("0.800"),
                                              "green": .string("0.400"), "red": .string("0.200")])
        try put(catalog.appendingPathComponent("\(name).colorset"), ["colors": .array([
            .object(["color": .object(["color-space": .string("srgb"), "components": components]), "idiom": .string("universal")]),
            .object(["appearances": .array([.object(["appearance": .string("luminosity"), "value": .string("dark")])]),
                     "color": .object(["platform": .string("ios"), "reference": .string("systemBlueColor")]),
                     "idiom": .string("universal")]),
        ])])
    }

    static func data(_ catalog: URL, _ name: String) throws {
        try put(catalog.appendingPathComponent("\(name).dataset"), ["data": .array([
            .object(["filename": .string("file.json"), "idiom": .string("universal"),
                     "universal-type-identifier": .string("public.json")]),
        ])])
    }

    static func namespace(_ catalog: URL, _ name: String) throws {
        try put(catalog.appendingPathComponent(name), ["properties": .object(["provides-namespace": .bool(true)])])
    }

    /// A folder with its `Contents.json`: `members` and Xcode's `info`, in Xcode's layout.
    static func put(_ folder: URL, _ members: [String: JSONValue]) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var all = members
        all["info"] = .object(["author": .string("xcode"), "version": .int(1)])
        try Data(JSONValue.object(all).xcodeText.utf8).write(to: folder.appendingPathComponent("Contents.json"))
    }
}
