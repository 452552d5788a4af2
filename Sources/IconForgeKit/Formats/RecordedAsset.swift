import Foundation

/// What a record's asset id (`icons/home`, `buttons/shop/buy`, `icons/Tabs/Sub/home`) says of the
/// asset: its kind, its group's folders and its name. Ids of anything else (`contact-sheet`,
/// `swift`) are no asset.
struct RecordedAsset: Sendable {
    let kind: RenderedAsset.Kind
    /// The group's folders, outermost first; empty for an asset in no group.
    let groupFolders: [String]
    let name: String

    /// The group as assets carry it (`Tabs/Sub`), nil for none.
    var group: String? { groupFolders.isEmpty ? nil : groupFolders.joined(separator: "/") }

    /// The asset `id` names, its parts split at `/` (empty parts left out).
    init?(id: String) {
        self.init(parts: Self.plainParts(id) ?? id.split(separator: "/").map(String.init))
    }

    private init?(parts: [String]) {
        guard parts.count >= 2 else { return nil }
        switch parts[0] {
        case "icons": kind = .tabIcon
        case "buttons": kind = .button
        default: return nil
        }
        groupFolders = Array(parts[1 ..< parts.count - 1])
        name = parts[parts.count - 1]
    }

    init(kind: RenderedAsset.Kind, groupFolders: [String], name: String) {
        self.kind = kind
        self.groupFolders = groupFolders
        self.name = name
    }

    /// The parts of `id` read from its bytes when none is empty, as in nearly every id: a record
    /// may hold 200,000 of them, and splitting the string costs more. Nil for any other id.
    private static func plainParts(_ id: String) -> [String]? {
        var id = id
        return id.withUTF8 { bytes -> [String]? in
            var parts: [String] = [], start = 0
            for index in 0 ... bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: "/") {
                guard index > start else { return nil }
                parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start ..< index]), as: UTF8.self))
                start = index + 1
            }
            return parts
        }
    }

    /// The asset's plan as far as a record tells it, enough for a format to name it (`assetName(of:)`).
    var plan: AssetPlan {
        AssetPlan(name: name, group: group, kind: kind, scales: [1], parts: [.init()])
    }
}
