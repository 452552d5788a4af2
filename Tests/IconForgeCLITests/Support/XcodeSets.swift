import Foundation
import IconForgeKit

/// Writes catalog folders as Xcode does (`"author" : "xcode"`, Xcode's JSON layout): the
/// catalog, a `provides-namespace` folder, or a set whose kind its extension says
/// (`App.xcassets/Tabs/gift.imageset`, `giftColor.colorset`, `config.dataset`).
enum XcodeSets {
    static func put(_ path: String, in folder: URL, namespace: Bool = false) throws {
        let url = folder.appendingPathComponent(path)
        var members: [String: JSONValue] = ["info": .object(["author": .string("xcode"), "version": .int(1)])]
        switch url.pathExtension {
        case "imageset": members["images"] = .array(["1x", "2x", "3x"].map { .object(["idiom": .string("universal"), "scale": .string($0)]) })
        case "colorset": members["colors"] = .array([.object(["idiom": .string("universal")])])
        case "dataset": members["data"] = .array([])
        case "symbolset": members["symbols"] = .array([.object(["idiom": .string("universal")])])
        default: if namespace { members["properties"] = .object(["provides-namespace": .bool(true)]) }
        }
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(JSONValue.object(members).xcodeText.utf8).write(to: url.appendingPathComponent("Contents.json"))
    }
}
