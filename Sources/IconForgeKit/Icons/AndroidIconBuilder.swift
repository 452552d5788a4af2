import Foundation

/// Turns SVG sources into Android tab icons in a `res/` folder: for each density
/// (mdpi ... xxxhdpi) `ic_tab_<name>_selected.png` and `ic_tab_<name>_unselected.png`,
/// plus `drawable/ic_tab_<name>.xml`, the state-list selector choosing between them, so
/// `@drawable/ic_tab_<name>` is the tab icon. Without the state list it writes one white
/// `ic_tab_<name>.png` mask per density, for tinting in code or XML.
public struct AndroidIconBuilder {
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
        RenderRequest(svg: source.data, targets: Self.densities.map { options.target(pixelScale: $0.scale) },
                      baseURL: allowsExternalFiles ? source.fileURL : nil)
    }

    /// A finished render's images by density.
    public func renders(_ result: RenderResult) -> [AndroidResources.Density: RGBAImage] {
        Dictionary(uniqueKeysWithValues: zip(Self.densities, result.images))
    }

    /// The checks on a finished render (its mdpi image).
    public func lint(_ source: IconSource, _ result: RenderResult) -> [IconWarning] {
        IconLint.check(image: renders(result)[.mdpi]!, clippedFraction: result.clippedFraction,
                       refersOutside: ExternalReferences.mentioned(in: source.data))
    }

    /// The encoded files of the icon called `name`; nothing is written.
    public func files(named name: String, renders: [AndroidResources.Density: RGBAImage]) throws -> Files {
        let base = Self.resourceName(name)
        let variants: [(suffix: String, encode: (AlphaPlane) throws -> Data)] = style.writesStateList
            ? [("_selected", { try PNGEncoder.encode($0.tinted(style.theme.selected)) }),
               ("_unselected", { try PNGEncoder.encode($0.tinted(style.theme.unselected)) })]
            : [("", { try PNGEncoder.encode($0) })]
        let images = try variants.flatMap { variant in
            try Self.densities.map { density in
                ImageSet.Image(scale: Int(density.scale.rounded(.up)), filename: "\(base)\(variant.suffix).png",
                               data: try variant.encode(renders[density]!.alphaPlane), pixelScale: density.scale)
            }
        }
        return Files(set: ImageSet(name: base, images: images),
                     stateList: style.writesStateList ? ("\(base).xml", stateList(base)) : nil)
    }

    /// Builds one icon from a finished render.
    public func finish(_ source: IconSource, _ rendered: Result<RenderResult, Error>) -> IconOutcome {
        var outcome = IconOutcome(source: source.displayName, name: source.name)
        do {
            let result = try rendered.get()
            let renders = self.renders(result)
            outcome.warnings = lint(source, result)
            if strict, let first = outcome.warnings.first {
                outcome.error = "\(first) (--strict)"
                return outcome
            }
            let files = try files(named: source.name, renders: renders)
            // Render the preview before writing, so a failure leaves nothing half-written.
            let preview = writesPreview ? try PNGEncoder.encode(try TabBarPreview(
                title: source.name, renders: [1: renders[.mdpi]!, 2: renders[.xhdpi]!, 3: renders[.xxhdpi]!]).render()) : nil
            outcome.files = try writer.write(files.set)
            if let list = files.stateList {
                outcome.files.append(try writer.writeResource(list.data, folder: writer.resourceType, filename: list.filename))
            }
            if let preview {
                outcome.files.append(try writer.writePreview(preview, named: source.name))
            }
        } catch {
            outcome.error = String(describing: error)
        }
        return outcome
    }

    /// Builds every source, in parallel when the rasterizer can; outcomes come back in
    /// input order, and sources sharing a name are written in input order.
    public func build(_ sources: [IconSource]) -> [IconOutcome] {
        var results = [Result<RenderResult, Error>?](repeating: nil, count: sources.count)
        let lock = NSLock()
        rasterizer.renderBatch(sources.map(request(for:))) { index, result in
            lock.withLock { results[index] = result }
        }
        return zip(sources, results).map { finish($0, $1!) }
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
