import Foundation

/// One overview picture of a whole bundle, for review: every icon in the classic dark and
/// the modern light tab bar, unselected and selected, under its name; then every button's
/// preview (its states stretched into the table-button frame). Drawn at 1x, deterministic.
public struct ContactSheet {
    /// What the sheet shows of one asset.
    public enum Item: Sendable {
        /// An icon's 1x alpha plane: all a tab bar uses of it.
        case icon(name: String, alpha: AlphaPlane)
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

    public init(title: String, items: [Item]) {
        self.title = title
        self.items = items
    }

    /// The icons in strips of up to `tabs`, grouped by size so each strip shares one tab grid.
    var iconStrips: [(metrics: TabBarMetrics, icons: [(String, AlphaPlane)])] {
        var bySize: [String: [(String, AlphaPlane)]] = [:]
        var order: [String] = []
        for case .icon(let name, let alpha) in items {
            let key = "\(alpha.width)x\(alpha.height)"
            if bySize[key] == nil { order.append(key) }
            bySize[key, default: []].append((name, alpha))
        }
        let count = bySize.values.map(\.count).reduce(0, +)
        let blockHeight = 4 * 49 + Self.blockGap
        let blocks = max(1, Self.maximumHeight / blockHeight)
        let tabs = max(Self.minimumTabs, (count + blocks - 1) / blocks)
        return order.flatMap { key -> [(TabBarMetrics, [(String, AlphaPlane)])] in
            let icons = bySize[key]!
            return stride(from: 0, to: icons.count, by: tabs).map { start in
                let strip = Array(icons[start ..< min(start + tabs, icons.count)])
                var metrics = TabBarMetrics(iconWidth: strip[0].1.width, iconHeight: strip[0].1.height)
                metrics.tabs = strip.count
                return (metrics, strip)
            }
        }
    }

    var buttonPreviews: [(String, RGBAImage)] {
        items.compactMap { if case .button(let name, let preview) = $0 { return (name, preview) } else { return nil } }
    }

    /// Draws the sheet.
    public func render() throws -> RGBAImage {
        let margin = PreviewStyle.margin
        let strips = iconStrips, buttons = buttonPreviews
        let widest = max(strips.map(\.metrics.width).max() ?? 0, buttons.map(\.1.width).max() ?? 0,
                         PreviewStyle.minimumWidth - 2 * margin)
        var height = margin + PreviewStyle.titleHeight + Self.sectionGap
        if !strips.isEmpty {
            height += PreviewStyle.captionHeight + strips.map { 4 * $0.metrics.height + Self.blockGap }.reduce(0, +)
        }
        if !buttons.isEmpty {
            height += Self.sectionGap + buttons.map { PreviewStyle.captionHeight + $0.1.height + Self.blockGap }.reduce(0, +)
        }
        let canvas = try Canvas(width: widest + 2 * margin, height: height + margin)
        canvas.fill(Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)),
                    with: .color(PreviewStyle.page))
        canvas.text(title, x: Double(margin), baseline: Double(margin + PreviewStyle.titleHeight - 4),
                    size: PreviewStyle.titleSize, bold: true, paint: .color(PreviewStyle.titleColour))
        var y = margin + PreviewStyle.titleHeight + Self.sectionGap
        if !strips.isEmpty {
            PreviewStyle.caption("Icons: classic tab bar unselected, selected; modern tab bar unselected, selected",
                                 on: canvas, x: margin, top: y)
            y += PreviewStyle.captionHeight
            for (metrics, icons) in strips {
                let planes = icons.map(\.1), labels = icons.map { TabLabel.title(from: $0.0) }
                let all = Set(0 ..< icons.count)
                for selected in [Set<Int>(), all] {
                    let content = TabBarContent(metrics: metrics, icons: planes, labels: labels, selectedTabs: selected)
                    try ClassicTabBar(content: content).draw(on: canvas, x: margin, y: y)
                    y += metrics.height
                }
                for selected in [Set<Int>(), all] {
                    let content = TabBarContent(metrics: metrics, icons: planes, labels: labels, selectedTabs: selected)
                    try ModernTabBar(content: content).draw(on: canvas, x: margin, y: y)
                    y += metrics.height
                }
                y += Self.blockGap
            }
        }
        if !buttons.isEmpty {
            y += Self.sectionGap
            for (name, preview) in buttons {
                PreviewStyle.caption("Button \(name)", on: canvas, x: margin, top: y)
                y += PreviewStyle.captionHeight
                try canvas.draw(preview, x: Double(margin), y: Double(y), filter: .nearest)
                y += preview.height + Self.blockGap
            }
        }
        return canvas.snapshot()
    }
}
