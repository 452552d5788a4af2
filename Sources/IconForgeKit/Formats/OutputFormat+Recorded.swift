import Foundation

extension OutputFormat {
    /// Every path (relative to the bundle) iconforge could have written for the asset recorded
    /// as `id` (`icons/home`, `buttons/shop/buy`): the files that asset makes in this format
    /// at any scale, in any button state or file variant, named by the default settings or
    /// by this bundle's own (`namingOptions`), and the `Contents.json` of the folders holding
    /// them. A record naming anything else (a designer's `home-dark@2x.png` beside iconforge's
    /// files) is not iconforge's to delete.
    public func recordablePaths(id: String) -> Set<String> {
        let parts = id.split(separator: "/").map(String.init)
        guard parts.count >= 2, let kind = ["icons": RenderedAsset.Kind.tabIcon, "buttons": .button][parts[0]] else {
            return []
        }
        let group = parts.count > 2 ? parts[1 ..< parts.count - 1].joined(separator: "/") : nil
        var candidates = Set<String>()
        // The plain, vector and symbol forms of one format write into the same bundle: any may have written the asset.
        let base = FormatRegistry.base(of: Self.key)
        let family = FormatRegistry.allForms.filter { FormatRegistry.base(of: $0.key) == base }
        for type in family {
            candidates.formUnion(Self.outlinePaths(type, root: root, name: parts[parts.count - 1], group: group, kind: kind,
                                                   naming: namingOptions))
        }
        return candidates
    }

    /// The files of `type`'s widest outline of the asset, in each of its file variants (Android's
    /// state list on and off), each named by the defaults and by `naming`, with or without its
    /// vector and its selected drawing, and the `Contents.json` of the folders holding them.
    static func outlinePaths<F: OutputFormat>(_ type: F.Type, root: URL, name: String, group: String?,
                                              kind: RenderedAsset.Kind, naming: FormatOptions = FormatOptions()) -> Set<String> {
        var candidates = Set<String>()
        let variants = naming.values.isEmpty ? F.fileVariants : F.fileVariants.flatMap { [$0, $0.overlaid(by: naming)] }
        for variant in variants {
            guard let format = try? F(root: root, options: variant) else { continue }
            var outline = F.widestOutline(name: name, group: group, kind: kind, format: format)
            var outlines = [outline]
            outline.vectorFellBack = true
            outlines.append(outline)
            if kind == .tabIcon {
                // With a selected drawing (`--selected`), in both forms, and mirrored (`--mirror`).
                outlines += outlines.map { paired in
                    var paired = paired
                    paired.parts.append(.init(images: [:], isSelectedDrawing: true))
                    return paired
                }
                outlines += outlines.map { mirrored in
                    var mirrored = mirrored
                    mirrored.mirrors = true
                    return mirrored
                }
            }
            for file in outlines.flatMap({ (try? format.files(of: $0)) ?? [] }) {
                candidates.insert(file.path)
                var folder = (file.path as NSString).deletingLastPathComponent
                while !folder.isEmpty {
                    candidates.insert(folder + "/Contents.json")
                    folder = (folder as NSString).deletingLastPathComponent
                }
            }
        }
        return candidates
    }

    /// The asset at every scale a command accepts and, for a button, in every state: the most
    /// files it can make. Reads no pixels.
    static func widestOutline(name: String, group: String?, kind: RenderedAsset.Kind, format: Self) -> RenderedAsset {
        let scales = [1, 2, 3, 4]
        guard kind == .button else {
            return RenderedAsset(name: name, group: group, kind: kind, scales: scales, parts: [.init(images: [:])])
        }
        let pixelScales = Set(format.pixelScales(requested: scales) + scales.map(Double.init))
        let layouts = Dictionary(uniqueKeysWithValues: pixelScales.map { ($0, ButtonGeometry().layout(scale: $0)) })
        return RenderedAsset(name: name, group: group, kind: kind, scales: scales,
                             parts: [false, true].flatMap { dark in
                                 ButtonState.allCases.map { state -> RenderedAsset.Part in
                                     var part = RenderedAsset.Part(state: state, images: [:], layouts: layouts)
                                     part.isDark = dark
                                     return part
                                 }
                             })
    }
}
