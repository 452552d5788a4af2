/// Where things sit in an iPhone tab bar (the same grid for the classic and the modern bar),
/// derived from the 1x icon size. For the standard 30x30 icon this is the real bar:
/// 320 x 49 px, five 64 px tabs, icon 4 px below the top, label baseline 4 px above the bottom.
struct TabBarMetrics: Equatable {
    /// Tabs shown in each simulated bar.
    static let tabCount = 5
    /// The narrowest tab: five of them fill the 320 px iPhone screen.
    static let minimumTabWidth = 64
    /// Room kept on each side of an icon within its tab.
    static let iconSideRoom = 6
    /// The icon area's top, from the top of the bar.
    static let iconTop = 4
    /// The icon area is at least as tall as a standard icon.
    static let minimumIconAreaHeight = 30
    /// From the icon area's bottom to the label baseline.
    static let labelBaselineGap = 11
    /// From the label baseline to the bottom of the bar.
    static let bottomRoom = 4
    /// Tab label size in points, as in UIKit.
    static let labelSize = 10.0

    let iconWidth: Int
    let iconHeight: Int
    /// Tabs in this bar (the contact sheet's strips hold more than a phone's five).
    var tabs: Int = Self.tabCount
    /// Android: the grid of a Material 3 navigation bar (`NavigationBarMetrics`) instead.
    var platform: PreviewPlatform = .ios

    init(iconWidth: Int, iconHeight: Int, platform: PreviewPlatform = .ios) {
        self.iconWidth = iconWidth
        self.iconHeight = iconHeight
        self.platform = platform
    }

    private var navigation: NavigationBarMetrics? {
        platform == .android ? NavigationBarMetrics(iconWidth: iconWidth, iconHeight: iconHeight) : nil
    }

    var tabWidth: Int { navigation?.itemWidth ?? max(Self.minimumTabWidth, iconWidth + 2 * Self.iconSideRoom) }
    var width: Int { tabs * tabWidth }
    var iconAreaHeight: Int { navigation?.indicatorHeight ?? max(Self.minimumIconAreaHeight, iconHeight) }
    private var iconAreaTop: Int { navigation == nil ? Self.iconTop : NavigationBarMetrics.indicatorTop }
    var labelBaseline: Int { navigation?.labelBaseline ?? Self.iconTop + iconAreaHeight + Self.labelBaselineGap }
    /// 49 px for icons up to 30 px tall (Android: 80); taller icons make a taller bar.
    var height: Int { navigation?.height ?? labelBaseline + Self.bottomRoom }
    /// The labels' size: UIKit's 10 pt, or Material's label medium, 12 sp.
    var labelSize: Double { navigation == nil ? Self.labelSize : NavigationBarMetrics.labelSize }

    /// The selected item's active indicator (Android), from the bar's top-left.
    func indicator(tab index: Int) -> Rect? {
        guard let navigation else { return nil }
        return Rect(x: Double(tabX(index) + (tabWidth - navigation.indicatorWidth) / 2),
                    y: Double(NavigationBarMetrics.indicatorTop),
                    width: Double(navigation.indicatorWidth), height: Double(navigation.indicatorHeight))
    }

    /// The left edge of tab `index`, from the bar's left.
    func tabX(_ index: Int) -> Int { index * tabWidth }

    /// The icon's top-left in tab `index`, from the bar's top-left: centred horizontally,
    /// centred in the icon area vertically, on whole pixels so the 1x art stays crisp.
    func iconOrigin(tab index: Int) -> (x: Int, y: Int) {
        (tabX(index) + (tabWidth - iconWidth) / 2, iconAreaTop + (iconAreaHeight - iconHeight) / 2)
    }

    /// The centre of tab `index`, where its label is centred.
    func labelCentre(tab index: Int) -> Double { Double(tabX(index)) + Double(tabWidth) / 2 }

    /// The widest label that stays inside its tab.
    var labelRoom: Double { Double(tabWidth - 4) }
}
