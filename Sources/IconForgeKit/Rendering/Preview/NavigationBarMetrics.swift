/// Where things sit in a Material 3 navigation bar (Android's bottom bar), in dp drawn at
/// mdpi (1 dp = 1 px), from the 1x icon size. For the standard 24 dp icon this is the
/// specification: 80 dp high, the 64 x 32 dp active indicator 12 dp below the top with the
/// icon centred in it, the 12 sp label 4 dp under the indicator; five 72 dp items fill a
/// 360 dp phone.
struct NavigationBarMetrics: Equatable {
    static let height = 80
    static let indicatorTop = 12
    static let minimumIndicatorWidth = 64
    static let minimumIndicatorHeight = 32
    /// The least room around a larger icon inside the indicator, which grows to keep it.
    static let indicatorSideRoom = 4
    static let indicatorEndRoom = 1
    static let minimumItemWidth = 72
    /// From the indicator's bottom to the label's baseline: 4 dp gap, then a 16 dp line whose
    /// baseline is 12 dp down.
    static let labelBaselineGap = 16
    /// From the label's baseline to the bar's bottom.
    static let bottomRoom = 20
    /// Label medium.
    static let labelSize = 12.0

    let iconWidth: Int
    let iconHeight: Int

    var indicatorWidth: Int { max(Self.minimumIndicatorWidth, iconWidth + 2 * Self.indicatorSideRoom) }
    var indicatorHeight: Int { max(Self.minimumIndicatorHeight, iconHeight + 2 * Self.indicatorEndRoom) }
    var itemWidth: Int { max(Self.minimumItemWidth, indicatorWidth + 8) }
    var labelBaseline: Int { Self.indicatorTop + indicatorHeight + Self.labelBaselineGap }
    var height: Int { max(Self.height, labelBaseline + Self.bottomRoom) }
}
