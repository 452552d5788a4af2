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

    var tabWidth: Int { max(Self.minimumTabWidth, iconWidth + 2 * Self.iconSideRoom) }
    var width: Int { tabs * tabWidth }
    var iconAreaHeight: Int { max(Self.minimumIconAreaHeight, iconHeight) }
    var labelBaseline: Int { Self.iconTop + iconAreaHeight + Self.labelBaselineGap }
    /// 49 px for icons up to 30 px tall; taller icons make a taller bar.
    var height: Int { labelBaseline + Self.bottomRoom }

    /// The left edge of tab `index`, from the bar's left.
    func tabX(_ index: Int) -> Int { index * tabWidth }

    /// The icon's top-left in tab `index`, from the bar's top-left: centred horizontally,
    /// centred in the icon area vertically, on whole pixels so the 1x art stays crisp.
    func iconOrigin(tab index: Int) -> (x: Int, y: Int) {
        (tabX(index) + (tabWidth - iconWidth) / 2, Self.iconTop + (iconAreaHeight - iconHeight) / 2)
    }

    /// The centre of tab `index`, where its label is centred.
    func labelCentre(tab index: Int) -> Double { Double(tabX(index)) + Double(tabWidth) / 2 }

    /// The widest label that stays inside its tab.
    var labelRoom: Double { Double(tabWidth - 4) }
}
