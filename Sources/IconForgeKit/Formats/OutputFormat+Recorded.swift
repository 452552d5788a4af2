import Foundation

extension OutputFormat {
    /// Every path (relative to the bundle) iconforge could have written for the asset recorded
    /// as `id` (`icons/home`, `buttons/shop/buy`): the files that asset makes in this format
    /// at any scale, in any button state or file variant, named by the default settings or
    /// by this bundle's own (`namingOptions`), and the `Contents.json` of the folders holding
    /// them. A record naming anything else (a designer's `home-dark@2x.png` beside iconforge's
    /// files) is not iconforge's to delete.
    public func recordablePaths(id: String) -> Set<String> {
        guard let asset = RecordedAsset(id: id) else { return [] }
        var candidates = Set<String>()
        for form in recordableForms() {
            candidates.formUnion(form.recordablePaths(name: asset.name, group: asset.group, kind: asset.kind))
        }
        return candidates
    }

    /// The formats that may have written an asset recorded without settings into this bundle: the
    /// plain, vector and symbol forms of this one (they write into the same bundle), each in every
    /// file variant (Android's state list on and off), named by the defaults and by this bundle's
    /// own settings. An asset recorded with settings is read with those (`recordedForms`).
    func recordableForms() -> [any OutputFormat] {
        let naming = namingOptions
        let variants = naming.values.isEmpty ? Self.fileVariants : Self.fileVariants.flatMap { [$0, $0.overlaid(by: naming)] }
        return Self.formKinds.flatMap { form in
            variants.compactMap { options -> (any OutputFormat)? in try? Self(root: root, options: options, form: form) }
        }
    }

    /// The format's own form (nil) and each of its `forms`, in that order.
    static var formKinds: [FormatForm.Kind?] { [nil] + forms.map(\.kind) }

    /// The files of this format's widest plan of the asset (`recordableFiles`), and the
    /// `Contents.json` of the folders holding them.
    func recordablePaths(name: String, group: String?, kind: RenderedAsset.Kind) -> Set<String> {
        var candidates = Set<String>()
        for path in recordableFiles(name: name, group: group, kind: kind) {
            candidates.insert(path)
            var folder = (path as NSString).deletingLastPathComponent
            while !folder.isEmpty {
                candidates.insert(folder + "/Contents.json")
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return candidates
    }

    /// The files of this format's widest plan of the asset, with or without its vector and
    /// its selected drawing.
    func recordableFiles(name: String, group: String?, kind: RenderedAsset.Kind) -> Set<String> {
        var plan = Self.widestPlan(name: name, group: group, kind: kind, format: self)
        var plans = [plan]
        plan.vectorFellBack = true
        plans.append(plan)
        if kind == .tabIcon {
            // With a selected drawing (`--selected`), in both forms, and mirrored (`--mirror`).
            plans += plans.map { paired in
                var paired = paired
                paired.parts.append(.init(isSelectedDrawing: true))
                return paired
            }
            // A symbol's selected drawing as earlier releases named it (`<name>-selected.symbolset`).
            plans += plans.filter(\.hasSelectedDrawing).map { earlier in
                var earlier = earlier
                earlier.parts[earlier.parts.count - 1].namedAsEarlierSymbol = true
                return earlier
            }
            plans += plans.map { mirrored in
                var mirrored = mirrored
                mirrored.mirrors = true
                return mirrored
            }
        }
        return Set(plans.flatMap { (try? files(of: $0)) ?? [] }.map(\.path))
    }

    /// The asset at every scale a command accepts and, for a button, in every state: the most
    /// files it can make.
    static func widestPlan(name: String, group: String?, kind: RenderedAsset.Kind, format: Self) -> AssetPlan {
        let scales = [1, 2, 3, 4]
        guard kind == .button else { return .icon(name, group: group, scales: scales) }
        let pixelScales = Set(format.pixelScales(requested: scales) + scales.map(Double.init))
        // Only which files a button makes matters here, never its pixels: a cap, a centre and a
        // cap at each scale stand for any button's layout.
        let layouts = Dictionary(uniqueKeysWithValues: pixelScales.map { scale in
            (scale, StretchableLayout(mode: .horizontal, scale: scale, width: 3, height: 1,
                                      insets: CapInsets(top: 0, left: 1, bottom: 0, right: 1)))
        })
        return .button(name, group: group, scales: scales, states: ButtonState.allCases, appearances: [false, true], layouts: layouts)
    }
}
