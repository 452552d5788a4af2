import Foundation

/// What `iconforge init` chooses from a `ProjectSurvey`: the outputs (the app's own catalog and
/// `res/` folder when there are some, else a new catalog), the SVGs to render into them, and the
/// bundled templates only when there is no SVG at all. An SVG whose asset name is taken (in a
/// chosen output, or by an SVG before it) is left out with its reason, so the manifest always
/// builds: iconforge never replaces what it did not write.
public struct StarterPlan: Sendable {
    /// An SVG the manifest does not take, and why.
    public struct LeftOut: Sendable, Equatable {
        public var path: String
        public var reason: String
    }

    /// An icon the manifest takes: its SVG, and the SVG of its selected drawing when one is
    /// named after it (`home.svg` and `home-fill.svg`), by paths relative to the manifest.
    public struct Icon: Sendable, Equatable {
        public var path: String
        public var selected: String?
        /// The suffix naming `selected` after `path` (`-fill`), which the manifest gives as `selected-suffix:`.
        public var selectedSuffix: String?
    }

    public let survey: ProjectSurvey
    /// The existing catalog written into, if any.
    public var catalog: String?
    /// The existing Android `res/` folder written into, if any.
    public var resources: String?
    /// The icons taken, in survey order.
    public var icons: [Icon] = []
    /// The manifest's icon entries: per folder, its icons, and its pairs with their suffix.
    public var entries: [Entry] = []
    public var leftOut: [LeftOut] = []
    /// Bundled icon templates, when no SVG was found.
    public var templates: [String] = []
    /// Where the Swift constants the manifest offers (`swift:`) would go: beside the catalog
    /// of an Apple project; nil for other projects.
    public var swiftOutput: String?

    /// The catalog written when the project has neither a catalog nor a `res/` folder.
    public static let newCatalog = "Assets/Icons.xcassets"
    /// Where the contact sheet goes: beside the manifest, outside the app's source folders.
    public static let contactSheet = PreviewPlacement.contactSheet
    /// The bundled templates a project without SVGs starts from, in order of preference.
    static let preferredTemplates = ["docs", "settings"]

    /// The choices for the project at `root`, as surveyed.
    public init(survey: ProjectSurvey, root: URL) {
        self.survey = survey
        catalog = Self.preferred(survey.catalogs) { ($0.contains("Preview Content") ? 1 : 0, $0.hasSuffix("/Assets.xcassets") || $0 == "Assets.xcassets" ? 0 : 1) }
        // An Android app's own res/, else a Compose Multiplatform app's shared composeResources.
        resources = Self.preferred(survey.resourceFolders) {
            ($0.hasSuffix("src/main/res") ? 0 : RelativePath.name(of: $0) == AndroidResources.composeResourcesFolder ? 1 : 2, 0)
        }
        // Each output has its own idea of a clash: Xcode ignores case, Android maps names to [a-z0-9_].
        var takenInCatalog = catalog.map { TakenNames.catalog(at: root.appendingPathComponent($0)) } ?? []
        var takenInResources = resources.map { TakenNames.resources(at: root.appendingPathComponent($0)) } ?? []
        var chosenByName: [String: String] = [:], chosenByResource: [String: String] = [:]
        for folder in survey.svgFolders {
            var taken: [Icon] = []
            for icon in Self.pairs(in: folder) {
                // A pair is written as two assets, `<name>` and `<name>-selected`; on Android as one
                // selector over two drawables.
                let name = IconSource.assetName(for: icon.path)
                let names = [name] + (icon.selected == nil ? [] : [name + RenderedAsset.Part.selectedSuffix])
                let resource = AndroidResources.resourceName(AndroidSettings.defaultIconPrefix + name)
                let writes = icon.selected == nil ? [resource] : Self.resourceNames(resource).sorted()
                var reason: String?
                if let (clash, other) = names.lazy.compactMap({ name in chosenByName[name.lowercased()].map { (name, $0) } }).first {
                    reason = "'\(clash)' is also the name of \(other)"
                } else if resources != nil, let other = writes.lazy.compactMap({ chosenByResource[$0] }).first {
                    reason = "'\(resource)' is also the name of \(other)"
                } else if let catalog, let clash = names.first(where: { takenInCatalog.contains($0.lowercased()) }) {
                    reason = "'\(clash)' is already an asset in \(catalog)"
                } else if let resources, !takenInResources.isDisjoint(with: Self.resourceNames(resource)) {
                    reason = "'\(resource)' is already a resource in \(resources) (or give the android output another 'prefix')"
                }
                if let reason {
                    leftOut.append(LeftOut(path: icon.path, reason: reason))
                    if let selected = icon.selected {
                        leftOut.append(LeftOut(path: selected, reason: "the selected drawing of \(icon.path), left out with it"))
                    }
                    continue
                }
                taken.append(icon)
                for name in names { chosenByName[name.lowercased()] = icon.path }
                for resource in writes { chosenByResource[resource] = icon.path }
            }
            icons += taken
            entries += Self.entries(folder: folder.path, icons: taken)
        }
        swiftOutput = Self.swiftOutput(beside: outputs.first { $0.format == "xcassets" }?.path, survey: survey, root: root)
        guard survey.svgPaths.isEmpty else { return }
        // A template's name is a new name in the project: free in every catalog found, not only
        // the one written into (generated code and people read them all).
        for other in survey.catalogs where other != catalog {
            takenInCatalog.formUnion(TakenNames.catalog(at: root.appendingPathComponent(other)))
        }
        let candidates = Self.preferredTemplates + TemplateLibrary.icons.map(\.name).filter { !Self.preferredTemplates.contains($0) }
        for name in candidates where templates.count < 2 {
            let resource = AndroidResources.resourceName(AndroidSettings.defaultIconPrefix + name)
            guard !takenInCatalog.contains(name.lowercased()), takenInResources.isDisjoint(with: Self.resourceNames(resource)) else { continue }
            templates.append(name)
            takenInCatalog.insert(name.lowercased())
            takenInResources.insert(resource)
        }
    }

    /// The outputs the manifest declares, as `(format, path)`.
    public var outputs: [(format: String, path: String)] {
        var outputs: [(String, String)] = []
        if let catalog { outputs.append(("xcassets", catalog)) }
        if let resources { outputs.append(("android", resources)) }
        return outputs.isEmpty ? [("xcassets", Self.newCatalog)] : outputs
    }

    /// Whether the manifest's comments speak Android's terms (dp, densities) only: its outputs
    /// are Android's, and nothing in the project is Xcode's.
    public var speaksAndroid: Bool {
        outputs.allSatisfy { $0.format == "android" } && survey.isAndroidOnly
    }

    /// `Assets.swift` in the folder holding `catalog` (`IconAssets.swift` when the app has an
    /// `Assets.swift` there already), for an Apple project.
    static func swiftOutput(beside catalog: String?, survey: ProjectSurvey, root: URL) -> String? {
        guard survey.isAppleProject, let catalog else { return nil }
        let folder = RelativePath.folder(of: catalog)
        let path = { (name: String) in folder.isEmpty ? name : folder + "/" + name }
        let taken = FileManager.default.fileExists(atPath: root.appendingPathComponent(path("Assets.swift")).path)
        return path(taken ? "IconAssets.swift" : "Assets.swift")
    }

    /// The resource names an icon writes in `res/`: one mask, or the state list's three.
    static func resourceNames(_ base: String) -> Set<String> {
        [base, base + "_selected", base + "_unselected"]
    }

    /// The first of `paths` by `rank`, then nearest the top, then by name.
    private static func preferred(_ paths: [String], rank: (String) -> (Int, Int)) -> String? {
        paths.min { a, b in
            let (ra, rb) = (rank(a), rank(b))
            if ra != rb { return ra < rb }
            let (da, db) = (a.split(separator: "/").count, b.split(separator: "/").count)
            return da != db ? da < db : a < b
        }
    }
}
