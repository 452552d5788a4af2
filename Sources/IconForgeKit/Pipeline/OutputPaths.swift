import Foundation

/// Every place a build writes, resolved (links and `..` followed) before anything is
/// written, and checked against the build's inputs and each other. No output may be the
/// manifest or a source, two outputs may not be one folder (two spellings of it, or a
/// link), and no file the build writes may land inside another output or on a file an
/// asset writes there.
public struct OutputPaths {
    /// One place written: a bundle or previews folder, or a single file.
    struct Place {
        /// `png output 'Icons'`, `contact sheet 'Sheet.png'`.
        let role: String
        let real: String
        let line: Int?
        let isFolder: Bool
        let format: BundleFormat?
        /// The output's index in the manifest, for a bundle.
        var output: Int?
    }

    let manifest: Manifest
    let places: [Place]

    public init(_ manifest: Manifest) {
        self.manifest = manifest
        var places = manifest.outputs.enumerated().map { index, output in
            Place(role: "\(output.format.rawValue) output '\(output.path)'", real: Self.real(output.path, manifest),
                  line: output.line, isFolder: true, format: output.format, output: index)
        }
        if let previews = manifest.previews {
            places.append(Place(role: "previews folder '\(previews)'", real: Self.real(previews, manifest), line: nil,
                                isFolder: true, format: nil))
        }
        if let sheet = manifest.contactSheet {
            places.append(Place(role: "contact sheet '\(sheet)'", real: Self.real(sheet, manifest), line: nil,
                                isFolder: false, format: nil))
        }
        if let swift = manifest.swift {
            places.append(Place(role: "swift output '\(swift.output)'", real: Self.real(swift.output, manifest),
                                line: swift.line, isFolder: false, format: nil))
        }
        self.places = places
    }

    /// Throws a one-line `ManifestError` naming both sides of the first clash found; `outputs`:
    /// the manifest's outputs, in order.
    func check(assets: [PlannedAsset], outputs: [BuildOutput]) throws {
        // An input's role is worded only for the error that names it (a build has thousands of
        // sources): its words, or the asset whose source it is.
        var inputs: [(role: String?, asset: Int, real: String)] = [("the manifest", 0, RealPath.of(manifest.file.path))]
        var sources: [(asset: Int, path: String)] = []
        for index in assets.indices {
            if case .icon(let source, _) = assets[index].kind, let path = source.filePath { sources.append((index, path)) }
        }
        // All at once: their folders resolved once each, then one `lstat` per source (thousands, in a few folders).
        inputs += zip(sources, RealPath.of(all: sources.map(\.path))).map { (nil, $0.asset, $1) }
        for entry in manifest.buttons {
            if let template = entry.template {
                inputs.append(("the button template '\(template)'", 0, Self.real(template, manifest)))
            }
        }
        func role(_ input: (role: String?, asset: Int, real: String)) -> String {
            input.role ?? "the source '\(assets[input.asset].source)' of \(assets[input.asset].id)"
        }
        for place in places {
            for input in inputs where place.real == input.real
                || (place.isFolder && place.format.map { !$0.type.holdsOtherFiles } == true
                    && RealPath.isInside(input.real, place.real)) {
                throw error(place, place.real == input.real ? .isInput(role(input)) : .holdsInput(role(input)))
            }
        }
        for (index, place) in places.enumerated() {
            for other in places[..<index] {
                if place.real == other.real {
                    throw error(place, .sameAs(other.role, isFolder: place.isFolder, real: place.real))
                }
                if other.isFolder, RealPath.isInside(place.real, other.real) {
                    try checkInside(place, other, assets: assets, outputs: outputs)
                } else if place.isFolder, RealPath.isInside(other.real, place.real) {
                    try checkInside(other, place, assets: assets, outputs: outputs)
                }
            }
        }
    }

    /// `inner` lies in folder `outer`: allowed only for a file in a folder that holds other
    /// files (a PNG folder, the previews folder) and that no asset writes there, as a contact
    /// sheet beside PNG icons.
    func checkInside(_ inner: Place, _ outer: Place, assets: [PlannedAsset], outputs: [BuildOutput]) throws {
        guard !inner.isFolder, outer.format.map({ $0.type.holdsOtherFiles }) ?? true else {
            throw error(inner, .inside(outer.role))
        }
        let relative = String(inner.real.dropFirst(outer.real.count + 1))
        let claimed = outer.format == nil ? previewOwner(relative, assets)
            : fileOwner(relative, in: outer.output.map { outputs[$0] }, assets)
        if let claimed { throw error(inner, .assetsFile(asset: claimed, in: outer.role)) }
    }

    /// The asset that writes `relative` into `output`'s folder, in any file it makes there.
    func fileOwner(_ relative: String, in output: BuildOutput?, _ assets: [PlannedAsset]) -> String? {
        guard let output else { return nil }
        let key = output.bundle.clashKey(relative)
        return assets.first { asset in
            output.takes(asset) && ((try? output.bundle.files(of: asset.plan(for: output.bundle))) ?? []).contains {
                output.bundle.clashKey($0.path) == key
            }
        }?.id
    }

    /// The asset whose preview picture is `relative` inside the previews folder.
    func previewOwner(_ relative: String, _ assets: [PlannedAsset]) -> String? {
        assets.first { $0.previewPath == relative }?.id
    }

    func error(_ place: Place, _ clash: OutputPlaceClash) -> ManifestError {
        ManifestError(file: manifest.file.path, line: place.line, .place(place.role, clash))
    }

    static func real(_ path: String, _ manifest: Manifest) -> String {
        RealPath.of(manifest.resolve(path).path)
    }
}

extension OutputPaths {
    /// For `icon` and `button`, before anything is written: throws when the bundle (`--out`)
    /// or previews folder (`--preview-dir`) is one of the input files, directly or through a
    /// link, or would hold one in a catalog or `res/` folder (whose folders are replaced
    /// whole). `shown` names the paths as the user gave them. (A previews folder inside the
    /// bundle is refused when the bundle is opened, `BundleSession`.)
    public static func checkCommand(bundle: any OutputFormat, previews: URL?, shown: (out: String, previews: String?),
                                    inputs: [String]) throws {
        var outputs = [(option: "--out", path: shown.out, real: RealPath.of(bundle.root.path), holds: !type(of: bundle).holdsOtherFiles)]
        if let previews {
            outputs.append(("--preview-dir", shown.previews ?? previews.path, RealPath.of(previews.path), false))
        }
        let sources = RealPath.of(all: inputs)
        for output in outputs {
            for (input, source) in zip(inputs, sources) {
                if output.real == source {
                    throw OutputPathError.isInput(path: output.path, option: output.option, input: input)
                }
                if output.holds, RealPath.isInside(source, output.real) {
                    throw OutputPathError.holdsInput(path: output.path, option: output.option, input: input)
                }
            }
        }
    }
}

extension OutputPaths {
    /// For `codegen`: throws when the Swift file is one of the catalogs it reads or lies inside
    /// one (it would overwrite the catalog's own `Contents.json` or images), links followed.
    public static func checkCodegen(output: String, catalogs: [String]) throws {
        let real = RealPath.of(output)
        if let catalog = catalogs.first(where: { RealPath.isInside(real, RealPath.of($0)) }) {
            throw OutputPathError.insideCatalog(path: output, catalog: catalog)
        }
    }
}
