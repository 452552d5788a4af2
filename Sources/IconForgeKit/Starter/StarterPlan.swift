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

    public let survey: ProjectSurvey
    /// The existing catalog written into, if any.
    public var catalog: String?
    /// The existing Android `res/` folder written into, if any.
    public var resources: String?
    /// The SVGs taken, by path relative to the manifest, in survey order.
    public var icons: [String] = []
    public var leftOut: [LeftOut] = []
    /// Bundled icon templates, when no SVG was found.
    public var templates: [String] = []

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
        resources = Self.preferred(survey.resourceFolders) { ($0.hasSuffix("src/main/res") ? 0 : 1, 0) }
        // Each output has its own idea of a clash: Xcode ignores case, Android maps names to [a-z0-9_].
        var takenInCatalog = catalog.map { TakenNames.catalog(at: root.appendingPathComponent($0)) } ?? []
        var takenInResources = resources.map { TakenNames.resources(at: root.appendingPathComponent($0)) } ?? []
        var chosenByName: [String: String] = [:], chosenByResource: [String: String] = [:]
        for path in survey.svgPaths {
            let name = IconSource.assetName(for: path)
            let resource = AndroidResources.resourceName("ic_tab_" + name)
            if let other = chosenByName[name.lowercased()] ?? (resources == nil ? nil : chosenByResource[resource]) {
                leftOut.append(LeftOut(path: path, reason: "'\(name)' is also the name of \(other)"))
            } else if let catalog, takenInCatalog.contains(name.lowercased()) {
                leftOut.append(LeftOut(path: path, reason: "'\(name)' is already an asset in \(catalog)"))
            } else if let resources, !takenInResources.isDisjoint(with: Self.resourceNames(resource)) {
                leftOut.append(LeftOut(path: path, reason: "'\(resource)' is already a resource in \(resources)"))
            } else {
                icons.append(path)
                chosenByName[name.lowercased()] = path
                chosenByResource[resource] = path
            }
        }
        guard survey.svgPaths.isEmpty else { return }
        // A template's name is a new name in the project: free in every catalog found, not only
        // the one written into (generated code and people read them all).
        for other in survey.catalogs where other != catalog {
            takenInCatalog.formUnion(TakenNames.catalog(at: root.appendingPathComponent(other)))
        }
        let candidates = Self.preferredTemplates + TemplateLibrary.icons.map(\.name).filter { !Self.preferredTemplates.contains($0) }
        for name in candidates where templates.count < 2 {
            let resource = AndroidResources.resourceName("ic_tab_" + name)
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
