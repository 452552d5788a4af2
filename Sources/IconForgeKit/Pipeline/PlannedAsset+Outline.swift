import Foundation

extension PlannedAsset {
    /// The asset as `format` will see it once rendered, without pixels: enough to plan its
    /// file names before anything is rendered or written.
    func outline(for format: any OutputFormat) -> RenderedAsset {
        switch kind {
        case .icon(_, let options):
            return RenderedAsset(name: name, group: group, kind: .tabIcon, scales: options.scales, parts: [.init(images: [:])])
        case .button(let options, _):
            let scales = format.pixelScales(requested: options.scales)
            let layouts = Dictionary(uniqueKeysWithValues: scales.map { ($0, options.geometry.layout(scale: $0)) })
            return RenderedAsset(name: name, group: group, kind: .button, scales: options.scales,
                                 parts: options.states.map { .init(state: $0, images: [:], layouts: layouts) })
        }
    }
}

extension PipelineBuilder {
    /// Fails, naming both assets, when two assets would write one resource of an output
    /// (`tab-home` and `tab_home` are both `ic_tab_tab_home` on Android; an icon `home`
    /// without a state list and a button `ic_tab_home` are both `@drawable/ic_tab_home`).
    /// Runs before anything is rendered or written.
    func checkCollisions(_ assets: [PlannedAsset], outputs: [BuildOutput]) throws {
        for output in outputs {
            var owners: [String: PlannedAsset] = [:]
            for asset in assets where output.takes(asset) {
                let files = (try? output.bundle.files(of: asset.outline(for: output.bundle))) ?? []
                var mine = Set<String>()
                for file in files {
                    let key = output.bundle.clashKey(file.path)
                    if let other = owners[key], other.id != asset.id {
                        throw ManifestError(file: manifest.file.path, line: asset.line,
                                            "\(asset.id) (\(asset.source)) and \(other.id) (\(other.source), line \(other.line)) both write \(output.displayPath(file.path)); give one a 'name' or a 'group'")
                    }
                    mine.insert(key)
                }
                for key in mine { owners[key] = asset }
            }
        }
    }
}
