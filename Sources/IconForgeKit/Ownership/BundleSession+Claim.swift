import Foundation

/// Two assets that would write one resource of a bundle.
public enum AssetClash: Error, Sendable, Equatable {
    /// The same input, given twice.
    case givenTwice
    /// Another asset of this run becomes the same resource (`resource`, as the format names
    /// it); `label` names the other as the caller did (an input's path, a manifest entry).
    case anotherAsset(id: String, label: String, resource: String)
    /// As `anotherAsset`, but the two names differ only in their Unicode normalization
    /// (`café` with é as one character, NFC, or as e and a combining accent, NFD): two files on
    /// Linux, one name on macOS, where the bundle is used. `spelling` says how each is written.
    case normalizationTwin(id: String, label: String, resource: String, spelling: String)
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
    /// For each key, what a clash on it says the two inputs become (`OutputFormat.clashName`).
    var names: [String] = []
}

extension BundleSession {
    /// Claims the files `plan` makes for asset `id`: the only
    /// clash check. Two files clash when the format gives them one key (`home.imageset` and
    /// `Home.imageset` in a catalog; `ic_tab_home.png` and `ic_tab_home.9.png` on Android).
    /// Returns the clash, and claims nothing, when another asset of this run (or, for the
    /// commands, of the record) holds one of its keys; `label` names this one in later clashes.
    public func claim(_ plan: AssetPlan, id: String, label: String) throws -> AssetClash? {
        claim(try claimKeys(of: plan), id: id, label: label)
    }

    /// The keys `claim` checks for `plan`; needs no lock, so any thread may work them out.
    public func claimKeys(of plan: AssetPlan) throws -> AssetClaimKeys {
        var seen = Set<String>()
        let files = try format.files(of: plan).filter { seen.insert(format.clashKey($0.path)).inserted }
        let resource = format.assetName(of: plan)
        return AssetClaimKeys(keys: files.map { format.clashKey($0.path) }, resource: resource,
                              names: files.map { format.clashName(ofFile: $0.path, resource: resource) })
    }

    /// `claim(_:id:label:)` with the keys already worked out.
    public func claim(_ keys: AssetClaimKeys, id: String, label: String) -> AssetClash? {
        ledger.withLock { ledger in
            for (index, key) in keys.keys.enumerated() {
                if let other = ledger.claims[key] {
                    let resource = keys.names.indices.contains(index) ? keys.names[index] : keys.resource
                    return AssetClash(other: other, id: id, label: label, resource: resource)
                }
                if let recorded = recordedKeys[key], recorded.id != id {
                    return .recorded(id: recorded.id, path: url(recorded.path).path)
                }
            }
            for key in keys.keys { ledger.claims[key] = (id, label) }
            return nil
        }
    }
}

extension AssetClash {
    /// The clash of asset `id` (from `label`) with `other`, which holds one of its keys. It is
    /// the same input only when both are spelled alike byte for byte: Swift's `==` takes the two
    /// spellings of `café` as one string, though they name two files.
    init(other: (id: String, label: String), id: String, label: String, resource: String) {
        if other.id.utf8.elementsEqual(id.utf8) && other.label.utf8.elementsEqual(label.utf8) {
            self = .givenTwice
        } else if let spelling = UnicodeSpelling.difference(id.lowercased(), other.id.lowercased()) {
            self = .normalizationTwin(id: other.id, label: other.label, resource: resource, spelling: spelling)
        } else {
            self = .anotherAsset(id: other.id, label: other.label, resource: resource)
        }
    }

    /// The other asset's label, when another asset of this run holds the resource.
    public var otherLabel: String? {
        switch self {
        case .anotherAsset(_, let label, _), .normalizationTwin(_, let label, _, _): return label
        case .givenTwice, .recorded: return nil
        }
    }
}
