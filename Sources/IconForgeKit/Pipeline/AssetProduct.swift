import Foundation

/// What one asset needs rendered, and what the renders become in each bundle format.
struct AssetProduct {
    /// The files of one asset for one format: image sets, plus Android's state list for buttons.
    struct Files {
        var sets: [ImageSet]
        var stateList: (filename: String, data: Data)?
    }

    /// One asset, rendered and encoded.
    struct Finished {
        var files: [BundleFormat: Files]
        var warnings: [String]
        /// What the contact sheet shows of it; nil when the manifest asks for no sheet.
        var sheet: ContactSheet.Item?
        /// The encoded `<name>-preview.png`, when the product was asked for it.
        var preview: Data?
    }

    let requests: [RenderRequest]
    /// Encodes for the formats given to `init`; none when only the contact sheet needs the renders.
    private let finishing: ([RenderResult]) throws -> Finished

    /// Turns the results of `requests` (same order) into files for the formats given to `init`.
    func finish(_ results: [RenderResult]) throws -> Finished {
        try finishing(results)
    }

    /// `preview`: also encode the asset's preview picture (as `iconforge icon` / `button` write it).
    init(_ asset: PlannedAsset, formats: Set<BundleFormat>, preview: Bool, rasterizer: Rasterizer,
         settings: PipelineBuilder) {
        switch asset.kind {
        case .icon(let source, let options):
            // Only the builder's request, lint and encoding are used; it never writes.
            let builder = IconBuilder(options: options, writer: PNGFolder(root: URL(fileURLWithPath: "/")),
                                      rasterizer: rasterizer, writesPreview: false, strict: settings.strict,
                                      allowsExternalFiles: settings.allowsExternalFiles)
            var androidOptions = options
            (androidOptions.width, androidOptions.height) = (asset.android.width, asset.android.height)
            let android = AndroidIconBuilder(options: androidOptions, style: asset.android.style,
                                             writer: AndroidResources(root: URL(fileURLWithPath: "/")),
                                             rasterizer: rasterizer, writesPreview: false,
                                             allowsExternalFiles: settings.allowsExternalFiles)
            // Android icons render at their own densities and dp size: a second request.
            requests = [builder.request(for: source)] + (formats.contains(.android) ? [android.request(for: source)] : [])
            finishing = { results in
                // The builders' own rules: one image per target, lint, and `strict` failing on any warning.
                var finished: Finished?
                let outcome = builder.outcome(source, .success(results[0])) { result in
                    let renders = builder.renders(result)
                    var files: [BundleFormat: Files] = [:]
                    for format in formats {
                        if format == .android {
                            let name = [asset.group, asset.name].compactMap { $0 }.joined(separator: "_")
                            let encoded = try android.files(named: name, renders: android.renders(results[1]))
                            files[format] = Files(sets: [encoded.set], stateList: encoded.stateList)
                        } else {
                            files[format] = Files(sets: [try builder.imageSet(named: asset.name, renders: renders)])
                        }
                    }
                    let picture = preview ? try PNGEncoder.encode(try TabBarPreview(title: asset.name, renders: renders).render())
                        : nil
                    finished = Finished(files: files, warnings: [],
                                        sheet: .icon(name: asset.name, alpha: renders[1]!.alphaPlane), preview: picture)
                    return []
                }
                guard var finished, outcome.error == nil else { throw IconFailure(description: outcome.error ?? "") }
                finished.warnings = outcome.warnings.map(\.description)
                return finished
            }
        case .button(let options, let template):
            let builder = ButtonBuilder(options: options, template: template, rasterizer: rasterizer)
            let scales = Array(Set(formats.flatMap(builder.scales(for:)) + [1, 2])).sorted()
            let parts = options.states.flatMap { state in scales.map { (state, $0) } }
            requests = parts.map { builder.request($0.0, scale: $0.1) }
            finishing = { results in
                var renders: [ButtonState: [Double: RGBAImage]] = [:]
                for ((state, scale), result) in zip(parts, results) {
                    guard let image = result.images.first else {
                        throw ButtonTemplateError(reason: "the template rendered no image")
                    }
                    renders[state, default: [:]][scale] = image
                }
                var files: [BundleFormat: Files] = [:]
                for format in formats {
                    var named = builder
                    if format == .android, let group = asset.group { named.options.name = "\(group)_\(options.name)" }
                    let stateList = format == .android
                        ? (AndroidResources.resourceName(named.options.name) + "_states.xml", named.stateList()) : nil
                    files[format] = Files(sets: try named.imageSets(format, renders: renders), stateList: stateList)
                }
                // The preview picture is drawn only when a preview file or the contact sheet shows it.
                let sheet = settings.manifest.contactSheet != nil
                let picture = preview || sheet ? try builder.preview(renders: renders) : nil
                return Finished(files: files, warnings: [],
                                sheet: sheet ? picture.map { .button(name: asset.name, preview: $0) } : nil,
                                preview: preview ? try picture.map { try PNGEncoder.encode($0) } : nil)
            }
        }
    }
}

/// An icon's one error line, as the icon builders word it.
private struct IconFailure: Error, CustomStringConvertible {
    let description: String
}
