import Foundation

/// Finds renames: a removed asset and an added one of the same kind whose drawn files have the
/// same pictures (decoded pixels, by scale), paired by name order.
enum ReviewRenames {
    static func mark(_ assets: inout [ReviewAsset]) {
        let removed = assets.indices.filter { assets[$0].status == .removed }
        let added = assets.indices.filter { assets[$0].status == .added }
        guard !removed.isEmpty, !added.isEmpty else { return }
        var byPictures: [String: [Int]] = [:]
        for index in added.sorted(by: { assets[$0].name < assets[$1].name }) {
            guard let key = pictures(assets[index], \.after) else { continue }
            byPictures[key, default: []].append(index)
        }
        for index in removed.sorted(by: { assets[$0].name < assets[$1].name }) {
            guard let key = pictures(assets[index], \.before), var candidates = byPictures[key],
                  let match = candidates.firstIndex(where: { assets[$0].kind == assets[index].kind }) else { continue }
            let other = candidates.remove(at: match)
            byPictures[key] = candidates
            assets[index].renamedAs = assets[other].name
            assets[other].renamedAs = assets[index].name
        }
    }

    /// The asset's drawn files on one side as a key: each picture's size and pixels hashed,
    /// sorted; nil when it has none, or one that cannot be decoded.
    private static func pictures(_ asset: ReviewAsset, _ side: KeyPath<ReviewFile, Data?>) -> String? {
        var keys: [String] = []
        for file in asset.files where file.picture.isDrawn {
            guard let bytes = file[keyPath: side] else { continue }
            if file.picture != .png {
                // Drawn only when changed: a vector side counts by its content.
                keys.append("\(file.picture.rawValue) " + SHA256.hex(bytes))
                continue
            }
            guard let image = try? PNGDecoder.decode(bytes).image else { return nil }
            keys.append("\(image.width)x\(image.height) " + SHA256.hex(Data(image.pixels)))
        }
        return keys.isEmpty ? nil : keys.sorted().joined(separator: "\n")
    }
}
