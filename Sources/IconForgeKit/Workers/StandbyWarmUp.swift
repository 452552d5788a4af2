import Foundation

/// What the standby worker does while its supervisor parses the arguments: the first-use work
/// of the job it is about to get, so that job finds it done. Always librsvg and cairo (a dot
/// drawn) and the request's wire format; for `icon`, also the tab-bar preview's backdrop at the
/// default 30/60/90 px sizes (kept per size by `PreviewBackdrop`, its words set in the built-in
/// `PreviewTypeface`). Measured on `iconforge icon docs`: the backdrop was most of the worker's
/// time after its request arrived. Nothing here is sent, and only the dot's three sizes are
/// encoded (to make the encoders): work the real job would not reuse is left out.
public enum StandbyWarmUp: Sendable {
    /// Only the renderer (`button`, `build`, `icon --no-preview`).
    case renderer
    /// The renderer and an icon's tab-bar preview (`icon`).
    case iconWithPreview

    /// The warm-up `arguments` (the command line after the executable) call for.
    public static func `for`(_ arguments: [String]) -> StandbyWarmUp {
        guard arguments.first == "icon", !arguments.contains("--no-preview") else { return .renderer }
        return .iconWithPreview
    }

    /// Runs it; failures only mean the real job does the work itself.
    public func run() {
        let dot = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2"><circle cx="1" cy="1" r="1"/></svg>"#
        let defaults = IconOptions()
        let scales = self == .iconWithPreview ? defaults.scales : [1]
        let sizes = scales.map { Int((defaults.width * Double($0)).rounded()) }
        let finishing = RenderFinishing(encodings: sizes.indices.map { .init(target: $0, spec: .alphaPlane) },
                                        preview: .init(title: "Icon", targets: Dictionary(uniqueKeysWithValues: scales.enumerated().map { ($1, $0) })))
        // Through the wire format, as the real request comes.
        let frame = WorkerMessages.encode(RenderRequest(svg: Data(dot.utf8), targets: sizes.map { RenderTarget(width: $0, height: $0, padding: 0) },
                                                        finishing: self == .iconWithPreview ? finishing : nil))
        let request = try? WorkerMessages.decodeRequest(frame)
        let drawn = request.flatMap { try? LibrsvgRasterizer().render(RenderRequest(svg: $0.svg, targets: $0.targets)) }
        // The files' encoders (libdeflate keeps one per thread and level) are made on this thread, the job's.
        drawn?.images.forEach { _ = try? EncodingSpec.alphaPlane.encode($0) }
        PhaseTrace.mark("renderer-warm")
        guard let drawn, self == .iconWithPreview else { return }
        _ = try? TabBarPreview(title: finishing.preview?.title ?? "", renders: Dictionary(uniqueKeysWithValues: zip(scales, drawn.images))).draw()
    }
}
