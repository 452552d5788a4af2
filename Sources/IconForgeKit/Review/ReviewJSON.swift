import Foundation

extension Review {
    /// `review.json`: `{"base", "counts": {"added", "removed", "changed", "unchanged"},
    /// "assets": [{"name", "kind", "status", "files": [{"path", "status", "changedPixels",
    /// "maxAlphaDelta"}]}]}`, every asset in the review's order, keys sorted.
    public var json: JSONValue {
        let counts = counts
        return .object([
            "base": .string(base),
            "counts": .object(["added": .int(counts.added), "removed": .int(counts.removed),
                               "changed": .int(counts.changed), "unchanged": .int(counts.unchanged)]),
            "assets": .array(assets.map { asset in
                .object([
                    "name": .string(asset.name),
                    "kind": .string(asset.kind.rawValue),
                    "status": .string(asset.status.rawValue),
                    "files": .array(asset.files.map { file in
                        .object([
                            "path": .string(file.path),
                            "status": .string(file.status.rawValue),
                            "changedPixels": .int(file.changedPixels),
                            "maxAlphaDelta": .int(file.maxAlphaDelta),
                        ])
                    }),
                ])
            }),
        ])
    }
}
