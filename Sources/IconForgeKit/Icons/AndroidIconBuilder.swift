import Foundation

/// Turns SVG sources into Android tab icons in a `res/` folder: for each density
/// (mdpi ... xxxhdpi) `ic_tab_<name>_selected.png` and `ic_tab_<name>_unselected.png`,
/// plus `drawable/ic_tab_<name>.xml`, the state-list selector choosing between them, so
/// `@drawable/ic_tab_<name>` is the tab icon. Without the state list it writes one white
/// `ic_tab_<name>.png` mask per density, for tinting in code or XML.
public struct AndroidIconBuilder: TabIconBuilding {
    /// The files of one icon, encoded, before anything is written.
    public struct Files {
        public var set: ImageSet
        /// `ic_tab_<name>.xml` and its bytes, when the state list is written.
        public var stateList: (filename: String, data: Data)?
    }

    /// Size in dp (width, height) and padding; scales are ignored: every density is written.
    public var options: IconOptions
    public var style: AndroidIconStyle
    public var writer: AndroidResources
    public var rasterizer: Rasterizer
    public var writesPreview: Bool
    /// Warnings fail the icon (nothing written) instead of just being reported.
    public var strict: Bool
    /// Let SVGs load files from their own folder or below; off, nothing external is loaded.
    public var allowsExternalFiles: Bool

    public init(options: IconOptions, style: AndroidIconStyle = AndroidIconStyle(), writer: AndroidResources,
                rasterizer: Rasterizer = LibrsvgRasterizer(), writesPreview: Bool = true, strict: Bool = false,
                allowsExternalFiles: Bool = false) {
        self.options = options
        self.style = style
        self.writer = writer
        self.rasterizer = rasterizer
        self.writesPreview = writesPreview
        self.strict = strict
        self.allowsExternalFiles = allowsExternalFiles
    }

    static let densities = AndroidResources.Density.allCases

    /// `ic_tab_<name>` as a valid resource name (lower case, `[a-z0-9_]`).
    public static func resourceName(_ name: String) -> String {
        AndroidResources.resourceName("ic_tab_" + name)
    }

    /// The request that renders `source` at every density.
    public func request(for source: IconSource) -> RenderRequest {
        request(for: source, targets: Self.densities.map { options.target(pixelScale: $0.scale) })
    }

    /// A finished render's images by density.
    public func renders(_ result: RenderResult) -> [AndroidResources.Density: RGBAImage] {
        Dictionary(uniqueKeysWithValues: zip(Self.densities, result.images))
    }

    /// The checks on a finished render (its mdpi image).
    public func lint(_ source: IconSource, _ result: RenderResult) -> [IconWarning] {
        lint(source, result, image: renders(result)[.mdpi])
    }

    /// The encoded files of the icon called `name`; nothing is written.
    public func files(named name: String, renders: [AndroidResources.Density: RGBAImage]) throws -> Files {
        let base = Self.resourceName(name)
        let variants: [(suffix: String, encode: (AlphaPlane) throws -> Data)] = style.writesStateList
            ? [("_selected", { try PNGEncoder.encode($0.tinted(style.theme.selected)) }),
               ("_unselected", { try PNGEncoder.encode($0.tinted(style.theme.unselected)) })]
            : [("", { try PNGEncoder.encode($0) })]
        // Each density's alpha plane once, for both variants.
        let planes = try Self.densities.map { density in
            guard let render = renders[density] else { throw RenderError.renderFailed("no \(density.rawValue) render") }
            return (density, render.alphaPlane)
        }
        let images = try variants.flatMap { variant in
            try planes.map { density, plane in
                ImageSet.Image(scale: Int(density.scale.rounded(.up)), filename: "\(base)\(variant.suffix).png",
                               data: try variant.encode(plane), pixelScale: density.scale)
            }
        }
        return Files(set: ImageSet(name: base, images: images),
                     stateList: style.writesStateList ? ("\(base).xml", stateList(base)) : nil)
    }

    /// Builds one icon from a finished render.
    public func finish(_ source: IconSource, _ rendered: Result<RenderResult, Error>) -> IconOutcome {
        outcome(source, rendered) { result in
            let renders = self.renders(result)
            let files = try files(named: source.name, renders: renders)
            // The preview shows the densities an iPhone would use for 1x, 2x and 3x.
            let previewRenders = [1: renders[.mdpi], 2: renders[.xhdpi], 3: renders[.xxhdpi]].compactMapValues { $0 }
            return try writer.write(preview: try preview(source.name, renders: previewRenders), named: source.name) {
                var written = try writer.write(files.set)
                if let list = files.stateList {
                    written.append(try writer.writeResource(list.data, folder: writer.resourceType, filename: list.filename))
                }
                return written
            }
        }
    }

    /// Builds every source; one failure never stops the others. A source whose resource name
    /// an earlier source already took fails rather than silently replace that icon. The others
    /// render in parallel when the rasterizer can; outcomes come back in input order.
    public func build(_ sources: [IconSource]) -> [IconOutcome] {
        buildBatch(sources)
    }

    func assetName(for source: IconSource) -> String { Self.resourceName(source.name) }

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
