/// One file of a stretchable image: its pixel size, scale and cap insets in its own pixels.
public struct StretchableLayout: Equatable, Sendable {
    public var mode: StretchMode
    /// Pixels per point: 1, 2, 3, or Android's 1.5.
    public var scale: Double
    public var width: Int
    public var height: Int
    public var insets: CapInsets

    public init(mode: StretchMode, scale: Double, width: Int, height: Int, insets: CapInsets) {
        self.mode = mode
        self.scale = scale
        self.width = width
        self.height = height
        self.insets = insets
    }

    /// The stretchable centre in pixels. In 3-part mode the whole height is its height.
    public var centre: (width: Int, height: Int) { insets.centre(width: width, height: height) }

    /// Xcode's `resizing` dictionary for this file (`Contents.json`), in its pixels.
    public var xcodeResizing: JSONValue {
        let caps: [String: JSONValue] = ["top": .int(insets.top), "left": .int(insets.left),
                                         "bottom": .int(insets.bottom), "right": .int(insets.right)]
        var centreEntry: [String: JSONValue] = ["mode": .string("stretch"), "width": .int(centre.width)]
        if mode == .both { centreEntry["height"] = .int(centre.height) }
        return .object(["mode": .string(mode.rawValue), "center": .object(centreEntry), "cap-insets": .object(caps)])
    }
}

extension StretchableLayout {
    /// The 9-patch frame for this file: the centre stretches; in 3-part mode the whole
    /// height does (as UIKit scales it). Content sits between the caps.
    public var ninePatchRegions: NinePatch.Regions {
        let i = insets
        let rows = mode == .both ? i.top ..< height - i.bottom : 0 ..< height
        return NinePatch.Regions(stretchX: i.left ..< i.left + centre.width,
                                 stretchY: mode == .both ? i.top ..< i.top + centre.height : 0 ..< height,
                                 contentX: i.left ..< width - i.right, contentY: rows)
    }
}
