/// Where an Android button preview puts the button: on a strip of a 360 dp phone screen (the
/// width Material's compact layouts are drawn at), 16 dp in from either edge, in the 48 dp
/// touch target Material asks of anything tappable; Material 3's buttons are 40 dp high. All
/// in dp, scaled by the density drawn.
struct MaterialButtonStrip: Equatable {
    static let screenWidth = 360.0
    /// A compact window's margin.
    static let margin = 16.0
    static let touchTarget = 48.0
    /// Material 3's common button height.
    static let buttonHeight = 40.0
    /// The screen shown above and below the touch target.
    static let verticalRoom = 8.0
    /// The button frame a preview uses unless given one: the screen's width between the
    /// margins, Material's height.
    static let defaultFrame = (width: screenWidth - 2 * margin, height: buttonHeight)

    /// The button frame, in dp.
    let frameWidth: Double
    let frameHeight: Double

    /// The strip: the screen's width (or the frame's and its margins, for a wider frame), and
    /// the touch target (or the frame, when taller) with room above and below.
    var width: Double { max(Self.screenWidth, frameWidth + 2 * Self.margin) }
    var touchTargetHeight: Double { max(Self.touchTarget, frameHeight) }
    var height: Double { touchTargetHeight + 2 * Self.verticalRoom }

    /// The button within the strip at `origin`, drawn at `scale` pixels per dp: centred.
    func button(in strip: Rect, scale: Double) -> Rect {
        let width = (frameWidth * scale).rounded(), height = (frameHeight * scale).rounded()
        return Rect(x: strip.x + ((strip.width - width) / 2).rounded(), y: strip.y + ((strip.height - height) / 2).rounded(),
                    width: width, height: height)
    }

    /// The touch target around `button`, as wide as it: the strip's full height but the room.
    func touchTarget(around button: Rect, scale: Double) -> Rect {
        let height = (touchTargetHeight * scale).rounded()
        return Rect(x: button.x, y: button.y - ((height - button.height) / 2).rounded(), width: button.width, height: height)
    }
}
