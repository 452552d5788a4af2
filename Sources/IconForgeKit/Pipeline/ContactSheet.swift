import Foundation

/// One overview picture of a whole bundle, for review: every icon under its name in the classic
/// dark tab bar and the modern light one, unselected (in greys), or for Android in the light and
/// the dark Material 3 navigation bar; then every button's
/// preview (its states stretched into the table-button frame). Drawn at 1x, deterministic.
public struct ContactSheet {
    /// What the sheet shows of one asset.
    public enum Item: Sendable {
        /// An icon's 1x alpha plane: all a tab bar uses of it; and its selected drawing's, if any.
        case icon(name: String, alpha: AlphaPlane, selected: AlphaPlane? = nil)
        /// A button's preview picture.
        case button(name: String, preview: RGBAImage)
    }

    /// Icons per tab-bar strip, at least; big sets get wider strips so the sheet stays
    /// within cairo's 32767-pixel limit.
    static let minimumTabs = 8
    static let maximumHeight = 30000
    static let blockGap = 10
    static let sectionGap = 18

    public let title: String
    public let items: [Item]
    /// Android: each strip in the light and the dark Material 3 navigation bar instead.
    public let platform: PreviewPlatform

    public init(title: String, items: [Item], platform: PreviewPlatform = .ios) {
        self.title = title
        self.items = items
        self.platform = platform
    }

    /// The icons in strips of up to `tabs`, grouped by size so each strip shares one tab grid.
    var iconStrips: [(metrics: TabBarMetrics, icons: [(String, AlphaPlane, AlphaPlane?)])] {
        var bySize: [String: [(String, AlphaPlane, AlphaPlane?)]] = [:]
        var order: [String] = []
        for case .icon(let name, let alpha, let selected) in items {
            let key = "\(alpha.width)x\(alpha.height)"
            if bySize[key] == nil { order.append(key) }
            // A selected drawing of another size cannot share the tab: the icon alone is shown.
            let shown = selected.flatMap { $0.width == alpha.width && $0.height == alpha.height ? $0 : nil }
            bySize[key, default: []].append((name, alpha, shown))
        }
        let count = bySize.values.map(\.count).reduce(0, +)
        let barHeight = TabBarMetrics(iconWidth: 0, iconHeight: 0, platform: platform).height
        let blockHeight = Bar.allCases.count * barHeight + Self.blockGap
        let blocks = max(1, Self.maximumHeight / blockHeight)
        let tabs = max(Self.minimumTabs, (count + blocks - 1) / blocks)
        return order.flatMap { key -> [(TabBarMetrics, [(String, AlphaPlane, AlphaPlane?)])] in
            let icons = bySize[key]!
            return stride(from: 0, to: icons.count, by: tabs).map { start in
                let strip = Array(icons[start ..< min(start + tabs, icons.count)])
                var metrics = TabBarMetrics(iconWidth: strip[0].1.width, iconHeight: strip[0].1.height, platform: platform)
                metrics.tabs = strip.count
                return (metrics, strip)
            }
        }
    }

    var buttonPreviews: [(String, RGBAImage)] {
        items.compactMap { if case .button(let name, let preview) = $0 { return (name, preview) } else { return nil } }
    }
}
