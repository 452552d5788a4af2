import Foundation

/// Which cap insets generated code may state for an imageset. `UIImage(named:)` already
/// returns the catalog's slicing, per scale and with its `tile` or `stretch` centre, so the
/// code only states insets it can be sure of: those iconforge wrote itself (`info.author`),
/// stretched, and the same in points at every scale. Anything else (slicing made in Xcode,
/// Xcode 6's `capInsets`, insets that differ by scale) gets none, and the catalog rules.
enum CatalogSlicing {
    static func pointInsets(_ contents: [String: Any], file: URL) throws -> PointInsets? {
        guard (contents["info"] as? [String: Any])?["author"] as? String == "iconforge" else { return nil }
        let files = (contents["images"] as? [[String: Any]] ?? []).filter { $0["filename"] != nil }
        var agreed: PointInsets?
        for entry in files {
            guard let resizing = entry["resizing"] as? [String: Any],
                  (resizing["center"] as? [String: Any])?["mode"] as? String == "stretch",
                  let caps = resizing["cap-insets"] as? [String: Any] else { return nil }
            let scale = CatalogSlicing.scale(of: entry)
            func points(_ key: String) throws -> Double {
                guard let value = caps[key] else { return 0 }
                guard let pixels = (value as? NSNumber)?.doubleValue, pixels >= 0 else {
                    throw CatalogError(file.path, .capInsetNotPixels(key))
                }
                return pixels / scale
            }
            var insets = PointInsets(top: try points("top"), left: try points("left"),
                                     bottom: try points("bottom"), right: try points("right"))
            switch resizing["mode"] as? String {
            case "3-part-horizontal": (insets.top, insets.bottom) = (0, 0)
            case "3-part-vertical": (insets.left, insets.right) = (0, 0)
            case "9-part": break
            default: return nil
            }
            if let agreed, !agreed.isClose(to: insets) { return nil }
            agreed = agreed ?? insets
        }
        return agreed
    }

    /// `"2x"` -> 2; entries without a scale (single vector files) count as 1x.
    static func scale(of entry: [String: Any]) -> Double {
        guard let text = entry["scale"] as? String, text.hasSuffix("x"), let value = Double(text.dropLast()), value > 0 else {
            return 1
        }
        return value
    }
}

private extension PointInsets {
    /// Equal up to the rounding of a division by the scale.
    func isClose(to other: PointInsets) -> Bool {
        [top - other.top, left - other.left, bottom - other.bottom, right - other.right].allSatisfy { abs($0) < 1e-9 }
    }
}
