/// What the simulated bars show: an icon under a label in each tab, some tabs selected.
/// The preview puts one icon in every tab; the contact sheet a different icon in each.
struct TabBarContent {
    let metrics: TabBarMetrics
    /// The 1x alpha planes, one per tab: all a tab bar uses of an icon.
    let icons: [AlphaPlane]
    let labels: [String]
    let selectedTabs: Set<Int>

    /// One icon and label in every tab of `metrics`, tab `selectedTab` selected.
    init(metrics: TabBarMetrics, icon: AlphaPlane, label: String, selectedTab: Int) {
        self.init(metrics: metrics, icons: Array(repeating: icon, count: metrics.tabs),
                  labels: Array(repeating: label, count: metrics.tabs), selectedTabs: [selectedTab])
    }

    /// A different icon and label in each tab (`icons.count` must equal `metrics.tabs`).
    init(metrics: TabBarMetrics, icons: [AlphaPlane], labels: [String], selectedTabs: Set<Int>) {
        precondition(icons.count == metrics.tabs && labels.count == metrics.tabs, "one icon and label per tab")
        self.metrics = metrics
        self.icons = icons
        self.labels = labels
        self.selectedTabs = selectedTabs
    }

    /// Every tab's label shortened with an ellipsis to fit its tab; a label repeated across
    /// tabs (the preview's) is measured once.
    func fittedLabels(on canvas: Canvas, bold: Bool) -> [TabLabel.Fitted] {
        var fitted: [String: TabLabel.Fitted] = [:]
        return labels.map { label in
            if let known = fitted[label] { return known }
            let shown = TabLabel.fitted(label, width: metrics.labelRoom, on: canvas, bold: bold, size: metrics.labelSize)
            fitted[label] = shown
            return shown
        }
    }

    /// Draws `text`, tab `tab`'s fitted label, centred under its icon in a bar whose top-left is `(x, y)`.
    func drawLabel(_ label: TabLabel.Fitted, tab: Int, on canvas: Canvas, x: Int, y: Int, bold: Bool, colour: RGBA) {
        canvas.text(label.text, x: Double(x) + metrics.labelCentre(tab: tab), baseline: Double(y + metrics.labelBaseline),
                    size: label.size, bold: bold, align: .center, paint: .color(colour))
    }
}
