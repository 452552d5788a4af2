/// One side of an icon in the bars it ships in, drawn with the previews' own bars: the light
/// and the dark iPhone tab bar (`ModernTabBar`, `ClassicTabBar`), or Material's light and dark
/// navigation bar on Android, each with one tab selected and the others not; for an icon that
/// mirrors, both again right to left (the icon flipped, the selected tab at the other end).
struct ReviewPageBars {
    /// The 1x drawing (mdpi on Android), and the selected drawing when the asset has one.
    let icon: AlphaPlane
    let selected: AlphaPlane?
    let title: String
    let platform: PreviewPlatform
    let mirrors: Bool

    static let gap = 6
    static let page = RGBA(0xff, 0xff, 0xff)

    /// What the rows are, top to bottom, for the page's caption.
    var rowNames: [String] {
        let names = platform == .android ? ["light", "dark"] : ["light", "dark (classic)"]
        return mirrors ? names + names.map { "\($0), right to left" } : names
    }

    func render() throws -> RGBAImage {
        let metrics = TabBarMetrics(iconWidth: icon.width, iconHeight: icon.height, platform: platform)
        let rows = mirrors ? 4 : 2
        let canvas = try Canvas(width: metrics.width, height: rows * metrics.height + (rows - 1) * Self.gap)
        canvas.fill(Rect(x: 0, y: 0, width: Double(canvas.width), height: Double(canvas.height)), with: .color(Self.page))
        for row in 0 ..< rows {
            let content = self.content(metrics: metrics, mirrored: row >= 2)
            let y = row * (metrics.height + Self.gap)
            switch (platform, row % 2) {
            case (.android, 0): try NavigationBar(content: content, scheme: .light).draw(on: canvas, x: 0, y: y)
            case (.android, _): try NavigationBar(content: content, scheme: .dark).draw(on: canvas, x: 0, y: y)
            case (_, 0): try ModernTabBar(content: content).draw(on: canvas, x: 0, y: y)
            default: try ClassicTabBar(content: content).draw(on: canvas, x: 0, y: y)
            }
        }
        return canvas.snapshot()
    }

    /// Every tab shows the icon, the selected one its selected drawing (when it has one of the same size).
    private func content(metrics: TabBarMetrics, mirrored: Bool) -> TabBarContent {
        let chosen = mirrored ? metrics.tabs - 1 - TabBarPreview.selectedTab : TabBarPreview.selectedTab
        let plain = mirrored ? icon.mirrored : icon
        let pick = selected.flatMap { $0.width == icon.width && $0.height == icon.height ? $0 : nil }
        let lit = pick.map { mirrored ? $0.mirrored : $0 } ?? plain
        let icons = (0 ..< metrics.tabs).map { $0 == chosen ? lit : plain }
        return TabBarContent(metrics: metrics, icons: icons, labels: Array(repeating: TabLabel.title(from: title), count: metrics.tabs),
                             selectedTabs: [chosen])
    }
}

extension AlphaPlane {
    /// The plane flipped left to right.
    var mirrored: AlphaPlane {
        var flipped = values
        for y in 0 ..< height {
            for x in 0 ..< width { flipped[y * width + width - 1 - x] = values[y * width + x] }
        }
        return AlphaPlane(width: width, height: height, values: flipped)
    }
}
