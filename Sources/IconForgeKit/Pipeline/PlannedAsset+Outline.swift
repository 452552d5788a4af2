import Foundation

extension PlannedAsset {
    /// The asset as `format` will see it once rendered, without pixels: enough to plan its
    /// file names before anything is rendered or written.
    func outline(for format: any OutputFormat) -> RenderedAsset {
        switch kind {
        case .icon(_, let options):
            return RenderedAsset(name: name, group: group, kind: .tabIcon, scales: options.scales,
                                 parts: [.init(images: [:])] + (selected == nil ? [] : [.init(images: [:], isSelectedDrawing: true)]))
        case .button(let options, _):
            let scales = format.pixelScales(requested: options.scales)
            let layouts = Dictionary(uniqueKeysWithValues: scales.map { ($0, options.geometry.layout(scale: $0)) })
            return RenderedAsset(name: name, group: group, kind: .button, scales: options.scales,
                                 parts: options.states.map { .init(state: $0, images: [:], layouts: layouts) })
        }
    }
}
