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

/// The keys of the files one asset makes, worked out apart from claiming them (a batch works
/// them out on every core, then claims in input order).
public struct AssetClaimKeys: Sendable {
    /// Each file's clash key, once each.
    let keys: [String]
    /// The resource as the format names it, for a clash's words.
    let resource: String
}

extension BundleSession {
    /// Claims the files `outline` (an asset without pixels) makes for asset `id`: the only
    /// clash check. Two files clash when the format gives them one key (`home.imageset` and
    /// `Home.imageset` in a catalog; `ic_tab_home.png` and `ic_tab_home.9.png` on Android).
    /// Returns the clash, and claims nothing, when another asset of this run (or, for the
    /// commands, of the record) holds one of its keys; `label` names this one in later clashes.
    public func claim(_ outline: RenderedAsset, id: String, label: String) throws -> AssetClash? {
        claim(try claimKeys(of: outline), id: id, label: label)
    }

    /// The keys `claim` checks for `outline`; needs no lock, so any thread may work them out.
    public func claimKeys(of outline: RenderedAsset) throws -> AssetClaimKeys {
        var seen = Set<String>()
        let keys = try format.files(of: outline).map { format.clashKey($0.path) }.filter { seen.insert($0).inserted }
        return AssetClaimKeys(keys: keys, resource: format.assetName(of: outline))
    }

    /// `claim(_:id:label:)` with the keys already worked out.
    public func claim(_ keys: AssetClaimKeys, id: String, label: String) -> AssetClash? {
        lock.withLock {
            for key in keys.keys {
                if let other = claims[key] {
                    return other == (id, label) ? .givenTwice : .anotherAsset(id: other.id, label: other.label, resource: keys.resource)
                }
                if let recorded = recordedKeys[key], recorded.id != id {
                    return .recorded(id: recorded.id, path: url(recorded.path).path)
                }
            }
            for key in keys.keys { claims[key] = (id, label) }
            return nil
        }
    }
}
