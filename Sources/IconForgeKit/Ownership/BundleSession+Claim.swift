import Foundation

/// Two assets that would write one resource of a bundle.
public enum AssetClash: Error, Sendable, Equatable {
    /// The same input, given twice.
    case givenTwice
    /// Another asset of this run becomes the same resource (`resource`, as the format names
    /// it); `label` names the other as the caller did (an input's path, a manifest entry).
    case anotherAsset(id: String, label: String, resource: String)
    /// The record holds `path` for another asset, written by an earlier run.
    case recorded(id: String, path: String)
}

extension BundleSession {
    /// Claims the files `outline` (an asset without pixels) makes for asset `id`: the only
    /// clash check. Two files clash when the format gives them one key (`home.imageset` and
    /// `Home.imageset` in a catalog; `ic_tab_home.png` and `ic_tab_home.9.png` on Android).
    /// Returns the clash, and claims nothing, when another asset of this run (or, for the
    /// commands, of the record) holds one of its keys; `label` names this one in later clashes.
    public func claim(_ outline: RenderedAsset, id: String, label: String) throws -> AssetClash? {
        let paths = try format.files(of: outline).map(\.path)
        var keys: [(key: String, path: String)] = []
        var seen = Set<String>()
        for path in paths where seen.insert(format.clashKey(path)).inserted { keys.append((format.clashKey(path), path)) }
        return lock.withLock {
            for (key, _) in keys {
                if let other = claims[key] {
                    return other == (id, label) ? .givenTwice
                        : .anotherAsset(id: other.id, label: other.label, resource: format.assetName(of: outline))
                }
                if let recorded = recordedKeys[key], recorded.id != id {
                    return .recorded(id: recorded.id, path: url(recorded.path).path)
                }
            }
            for (key, _) in keys { claims[key] = (id, label) }
            return nil
        }
    }
}
