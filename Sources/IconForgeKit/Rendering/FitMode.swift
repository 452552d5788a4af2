/// How art is placed on an icon canvas.
public enum FitMode: String, CaseIterable, Codable, Sendable {
    /// As large as the frame allows, aspect ratio kept, centred (sub-pixel placement allowed).
    case aspect
    /// For art drawn on a grid (a viewBox of whole units): one grid unit is a whole number of
    /// device pixels at every scale and the art sits on whole pixels, so straight strokes land
    /// on pixel edges. Falls back to `aspect`, with a reason, when that would shrink the art
    /// below `PixelFit.smallestShare` of the aspect fit or the source has no grid.
    case pixel
}
