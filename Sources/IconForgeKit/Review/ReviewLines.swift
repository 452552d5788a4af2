import Foundation

extension Review {
    /// What `iconforge diff` prints: one line per changed, added or removed asset, in the
    /// review's order (`changed icons/house: 120 pixels in 2 of 6 files, largest alpha change 255`).
    public var lines: [String] {
        visible.map { asset in
            var line = "\(asset.status.rawValue) \(asset.name)"
            var details: [String] = []
            if asset.status == .changed {
                let changed = asset.files.filter { $0.status.isVisible }
                let pixels = changed.reduce(0) { $0 + $1.changedPixels }
                let alpha = changed.map(\.maxAlphaDelta).max() ?? 0
                details.append("\(pixels) pixels in \(changed.count) of \(asset.files.count) files, largest alpha change \(alpha)")
            }
            if let other = asset.renamedAs {
                details.append(asset.status == .added ? "renamed from \(other), same pictures" : "renamed to \(other), same pictures")
            }
            details += Set(asset.files.compactMap(\.note)).sorted()
            if !details.isEmpty { line += ": " + details.joined(separator: "; ") }
            return line
        }
    }
}
