import Foundation

extension AssetSymbolClash {
    /// The clashes as one line of JSON, as a memo keeps them.
    static func encoded(_ clashes: [AssetSymbolClash]) -> String {
        let rows = clashes.map { [$0.path, $0.otherPath, $0.symbol, $0.breaksTheBuild ? "breaks" : "compiles"] }
        return (try? JSONSerialization.data(withJSONObject: rows)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The clashes `encoded` wrote; nil for anything else.
    static func decoded(_ line: String) -> [AssetSymbolClash]? {
        guard let rows = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [[String]] else { return nil }
        var clashes: [AssetSymbolClash] = []
        for row in rows {
            guard row.count == 4 else { return nil }
            clashes.append(AssetSymbolClash(path: row[0], otherPath: row[1], symbol: row[2], breaksTheBuild: row[3] == "breaks"))
        }
        return clashes
    }
}
