import Foundation
import XCTest

/// The record files as the last release kept them, for tests of what it left: the one record
/// of a folder (`.iconforge-record.json`) written back as `.iconforge-owned.json` (the commands'
/// part), `.iconforge-state.json` (the manifests'), `.iconforge-previews.json` (the pictures)
/// and `.iconforge-ignored.json` (the records set aside), which the next run migrates.
enum LastReleaseRecords {
    /// Replaces the record in `folder` with the last release's files holding the same.
    static func write(in folder: URL) throws {
        let url = folder.appendingPathComponent(".iconforge-record.json")
        let record = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        func save(_ object: [String: Any], _ name: String) throws {
            try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
                .write(to: folder.appendingPathComponent(name))
        }
        if let commands = (record["commands"] as? [String: Any]).map(flattened)?["assets"] as? [String: [String: Any]] {
            var owned: [String: Any] = ["assets": commands.mapValues { $0["files"] ?? [:] }]
            let shared = commands.compactMapValues { $0["shared"] }, settings = commands.compactMapValues { $0["settings"] }
            if !shared.isEmpty { owned["shared"] = shared }
            if !settings.isEmpty { owned["settings"] = settings }
            try save(owned, ".iconforge-owned.json")
        }
        if let manifests = record["manifests"] as? [String: [String: Any]] {
            try save(["format": 2, "generator": "iconforge", "manifests": manifests.mapValues(flattened)], ".iconforge-state.json")
        }
        if let pictures = record["pictures"] { try save(["pictures": pictures], ".iconforge-previews.json") }
        if let setAside = record["set-aside"] { try save(["assets": setAside], ".iconforge-ignored.json") }
        try FileManager.default.removeItem(at: url)
    }

    /// A part of the record as the last release kept it: each preview one more file of its
    /// asset, the contact sheet an asset (`contact-sheet`) whose files are its pages.
    static func flattened(_ section: [String: Any]) -> [String: Any] {
        var assets = section["assets"] as? [String: [String: Any]] ?? [:]
        for case let (path, preview as [String: String]) in section["previews"] as? [String: Any] ?? [:] {
            guard let asset = preview["asset"], var files = assets[asset]?["files"] as? [String: String] else { continue }
            files[path] = preview["hash"]
            assets[asset]?["files"] = files
        }
        if var sheet = section["contact-sheet"] as? [String: Any] {
            let pages = sheet.removeValue(forKey: "pages") as? [String: [String: Any]] ?? [:]
            sheet["files"] = pages.mapValues { $0["hash"] ?? "" }
            assets["contact-sheet"] = sheet
        }
        return ["assets": assets]
    }

    /// The commands' records in `folder`'s record: asset id -> path -> SHA-256.
    static func commandFiles(in folder: URL) throws -> [String: [String: String]] {
        let record = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent(".iconforge-record.json")))
                                   as? [String: Any])
        let assets = (record["commands"] as? [String: Any])?["assets"] as? [String: [String: Any]] ?? [:]
        return assets.compactMapValues { $0["files"] as? [String: String] }
    }
}
