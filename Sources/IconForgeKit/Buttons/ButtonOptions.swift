/// Everything that decides a button bundle's images.
public struct ButtonOptions: Sendable {
    public var geometry: ButtonGeometry
    /// The base colour of the normal state.
    public var color: RGBA
    /// The outline colour, or nil to derive it from each state's fill.
    public var strokeColor: RGBA?
    /// The highlighted (pressed) fill, or nil for the base darkened.
    public var highlightColor: RGBA?
    /// The base colour of the dark appearance (`--dark-color`), or nil for none.
    public var darkColor: DarkColor?
    public var states: [ButtonState]
    /// The asset name; states add suffixes (see `ButtonState`).
    public var name: String
    /// Scales for xcassets and png bundles (Android always gets every density).
    public var scales: [Int]
    /// The preview's title and table-button frame in points.
    public var title: String
    public var previewWidth: Double
    public var previewHeight: Double
    /// Whether the frame was given (`--preview-size`, or to `init`); one that was not is
    /// UIKit's 300x44 on iOS and Material's on Android (`previewFrame(for:)`).
    public var previewFrameIsGiven: Bool

    /// A frame not given is UIKit's table button, 300x44 points.
    public init(geometry: ButtonGeometry = ButtonGeometry(), color: RGBA, strokeColor: RGBA? = nil,
                highlightColor: RGBA? = nil, states: [ButtonState] = ButtonState.allCases, name: String? = nil,
                scales: [Int] = [1, 2, 3], title: String = "Button Title",
                previewWidth: Double? = nil, previewHeight: Double? = nil) {
        self.geometry = geometry
        self.color = color
        self.strokeColor = strokeColor
        self.highlightColor = highlightColor
        self.states = states
        self.name = name ?? "button-\(color.hexDigits)"
        self.scales = scales
        self.title = title
        self.previewWidth = previewWidth ?? 300
        self.previewHeight = previewHeight ?? 44
        previewFrameIsGiven = previewWidth != nil || previewHeight != nil
    }

    /// The colours of `state`; `dark`, of its dark appearance, whose outline and pressed fill
    /// derive from the dark base (the given ones are the light design's).
    public func palette(for state: ButtonState, dark: Bool = false) -> ButtonPalette {
        let base = dark ? (darkColor ?? .auto).resolved(for: color) : color
        let stroke = dark ? nil : strokeColor
        let normal = ButtonPalette(fill: base, stroke: stroke)
        switch state {
        case .normal: return normal
        case .highlighted: return normal.highlighted(dark ? nil : highlightColor, explicitStroke: stroke)
        case .disabled: return dark ? normal.disabled(towards: ButtonPalette.darkFaded) : normal.disabled
        }
    }

    /// The appearances written: light, and dark with `darkColor`.
    public var appearances: [Bool] { darkColor == nil ? [false] : [false, true] }

    /// The button's plan in `group` for a format rendering `pixelScales`: every state, light
    /// then dark, with the cap insets of each scale.
    func plan(group: String? = nil, pixelScales: [Double]) -> AssetPlan {
        let layouts = Dictionary(uniqueKeysWithValues: pixelScales.map { ($0, geometry.layout(scale: $0)) })
        return .button(name, group: group, scales: scales, states: states, appearances: appearances, layouts: layouts)
    }

    /// Why these options cannot be used, or nil when they can.
    public var problem: String? {
        imageProblem?.description ?? previewProblem?.description
    }

    /// Why the images cannot be made, leaving the preview aside (nil when they can).
    public var imageProblem: ButtonImageProblem? {
        if let problem = geometry.problem { return problem }
        if states.isEmpty { return .noStates }
        if Set(states).count != states.count { return .repeatedStates }
        if let problem = ScaleListProblem.check(scales) { return .scales(problem) }
        if name.isEmpty || name.contains("/") || name.hasPrefix(".") || name.contains(where: \.isNewline) {
            return .unusableName(name)
        }
        return nil
    }

    /// Why the preview cannot be drawn (nil when it can): its frame must hold the compact image.
    public var previewProblem: ButtonPreviewProblem? {
        let largest = ButtonPreviewProblem.maximumFrame
        // The frame must hold the image unsquashed: a 3-part image only stretches sideways.
        let compact = geometry.pointSize
        if compact.width > largest.width || compact.height > largest.height {
            return .imageTooLarge(width: compact.width, height: compact.height)
        }
        if !(previewWidth >= 1 && previewWidth <= largest.width && previewHeight >= 1 && previewHeight <= largest.height) {
            return .frameOutOfRange(width: previewWidth, height: previewHeight)
        }
        if previewWidth < compact.width || previewHeight < compact.height {
            return .frameTooSmall(width: previewWidth, height: previewHeight, imageWidth: compact.width, imageHeight: compact.height)
        }
        return nil
    }
}
