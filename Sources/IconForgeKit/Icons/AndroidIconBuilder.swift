import Foundation

/// Turns SVG sources into Android tab icons in a `res/` folder: for each density
/// (mdpi ... xxxhdpi) `ic_tab_<name>_selected.png` and `ic_tab_<name>_unselected.png`,
/// plus `drawable/ic_tab_<name>.xml`, the state-list selector choosing between them, so
/// `@drawable/ic_tab_<name>` is the tab icon. Without the state list it writes one white
/// `ic_tab_<name>.png` mask per density, for tinting in code or XML.
public struct AndroidIconBuilder {
    /// Size in dp (width, height) and padding; scales are ignored: every density is written.
    public var options: IconOptions
    public var theme: AndroidTabTheme
    /// Write the selected/unselected variants and their selector (else one mask per density).
    public var writesStateList: Bool
    public var writer: AndroidResources
    public var rasterizer: Rasterizer
    public var writesPreview: Bool
    /// Warnings fail the icon (nothing written) instead of just being reported.
    public var strict: Bool

    public init(options: IconOptions, theme: AndroidTabTheme = .dark, writesStateList: Bool = true,
                writer: AndroidResources, rasterizer: Rasterizer = LibrsvgRasterizer(),
                writesPreview: Bool = true, strict: Bool = false) {
        self.options = options
        self.theme = theme
        self.writesStateList = writesStateList
        self.writer = writer
        self.rasterizer = rasterizer
        self.writesPreview = writesPreview
        self.strict = strict
    }

    static let densities = AndroidResources.Density.allCases

    /// `ic_tab_<name>` as a valid resource name.
    public static func resourceName(_ name: String) -> String {
        AndroidResources.resourceName("ic_tab_" + name)
    }

    /// The request that renders `source` at every density.
    public func request(for source: IconSource) -> RenderRequest {
        RenderRequest(svg: source.data, targets: Self.densities.map { options.target(pixelScale: $0.scale) })
    }

    /// Builds one icon from a finished render.
    public func finish(_ source: IconSource, _ rendered: Result<RenderResult, Error>) -> IconOutcome {
        var outcome = IconOutcome(source: source.displayName, name: source.name)
        do {
            let result = try rendered.get()
            let renders = Dictionary(uniqueKeysWithValues: zip(Self.densities, result.images))
            outcome.warnings = IconLint.check(image: renders[.mdpi]!, clippedFraction: result.clippedFraction)
            if strict, let first = outcome.warnings.first {
                outcome.error = "\(first) (--strict)"
                return outcome
            }
            let base = Self.resourceName(source.name)
            let variants: [(suffix: String, encode: (AlphaPlane) throws -> Data)] = writesStateList
                ? [("_selected", { try PNGEncoder.encode($0.tinted(theme.selected)) }),
                   ("_unselected", { try PNGEncoder.encode($0.tinted(theme.unselected)) })]
                : [("", { try PNGEncoder.encode($0) })]
            let images = try variants.flatMap { variant in
                try Self.densities.map { density in
                    ImageSet.Image(scale: Int(density.scale.rounded(.up)), filename: "\(base)\(variant.suffix).png",
                                   data: try variant.encode(renders[density]!.alphaPlane), pixelScale: density.scale)
                }
            }
            // Render the preview before writing, so a failure leaves nothing half-written.
            let preview = writesPreview ? try PNGEncoder.encode(try TabBarPreview(
                title: source.name, renders: [1: renders[.mdpi]!, 2: renders[.xhdpi]!, 3: renders[.xxhdpi]!]).render()) : nil
            outcome.files = try writer.write(ImageSet(name: base, images: images))
            if writesStateList {
                outcome.files.append(try writer.writeResource(stateList(base), folder: writer.resourceType,
                                                              filename: "\(base).xml"))
            }
            if let preview {
                let url = writer.previewFolder.appendingPathComponent("\(source.name)-preview.png")
                do {
                    try AtomicFile.write(preview, to: url)
                } catch {
                    throw BundleError(url, error)
                }
                outcome.files.append(url)
            }
        } catch {
            outcome.error = String(describing: error)
        }
        return outcome
    }

    /// Builds every source; one failure never stops the others.
    public func build(_ sources: [IconSource]) -> [IconOutcome] {
        sources.map { source in finish(source, Result { try rasterizer.render(request(for: source)) }) }
    }

    /// The selector: the selected variant while the tab is selected, else the unselected one.
    func stateList(_ base: String) -> Data {
        Data("""
        <?xml version="1.0" encoding="utf-8"?>
        <selector xmlns:android="http://schemas.android.com/apk/res/android">
            <item android:state_selected="true" android:drawable="@\(writer.resourceType)/\(base)_selected"/>
            <item android:drawable="@\(writer.resourceType)/\(base)_unselected"/>
        </selector>

        """.utf8)
    }
}
