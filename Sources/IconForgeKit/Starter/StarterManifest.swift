import Foundation

/// The commented `iconforge.yml` that `iconforge init` writes from a `StarterPlan`: the found
/// SVGs as icons into the found catalog and `res/` folder (or a new catalog), with the keys a
/// project changes first shown as comments, and what was left out said where it would have gone.
public enum StarterManifest {
    /// The file `init` writes: the manifest `iconforge build` looks for.
    public static let fileName = ManifestDiscovery.fileName

    /// The manifest text for `plan`. An Android-only project's comments speak of dp and
    /// densities; an Apple one's offer Swift constants and custom SF Symbols.
    public static func text(_ plan: StarterPlan) -> String {
        let android = plan.speaksAndroid
        var lines = [
            "# iconforge.yml: what `iconforge build` renders, from this folder or any folder below it.",
            "# Paths are relative to this file. Every key: docs/manifest.md in iconforge's repository.",
            "outputs:",
        ]
        let found = plan.catalog != nil || plan.resources != nil
        for output in plan.outputs {
            if output.format == "android" {
                let shared = RelativePath.name(of: output.path) == AndroidResources.composeResourcesFolder
                lines.append(commented("  - android: \(YAMLScalar.quoted(output.path))", shared
                    ? "the app's Compose Multiplatform resources: Res.drawable.ic_tab_<name> in each density"
                    : "the app's Android resources: ic_tab_<name> in each density"))
                lines.append(commented("#    vector: true", "one VectorDrawable per icon instead of a PNG per density"))
            } else {
                let note = found ? "the app's asset catalog: iconforge adds image sets, never touches yours" : "an Xcode asset catalog"
                lines.append(commented("  - \(output.format): \(YAMLScalar.quoted(output.path))", note))
                if plan.survey.isAppleProject {
                    lines.append(commented("#    symbol: true", "icons as custom SF Symbols (.symbolset) that follow Dynamic Type"))
                }
            }
        }
        for other in plan.survey.catalogs where other != plan.catalog {
            lines.append(commented("#  - xcassets: \(YAMLScalar.quoted(other))", "also found here"))
        }
        for other in plan.survey.resourceFolders where other != plan.resources {
            lines.append(commented("#  - android: \(YAMLScalar.quoted(other))", "also found here"))
        }
        if plan.catalog == nil, !android { lines.append(commented("#  - png: Assets/PNG", "plain name.png, name@2x.png, name@3x.png")) }
        if plan.resources == nil { lines.append(commented("#  - android: app/src/main/res", "Android tab icons, every density")) }
        if android {
            lines.append(commented("#  - compose: app/src/main/kotlin/com/example/icons", "Compose ImageVector code: TabIcons.Home"))
            lines.append(commented("#    package: com.example.icons", "the Kotlin package of that folder"))
        }
        // The formats there are, from the registry, the one list of them: an Android project's
        // manifest names those for Android only, as it speaks of nothing else of iOS's.
        let formats = BundleFormat.allCases.filter { !android || PreviewPlatform(formats: [$0]) == .android }
        lines.append("#  (an output's format: \(FormatRegistry.names(formats)); their settings: iconforge icon --help)")
        lines += [
            commented("contact-sheet: \(StarterPlan.contactSheet)", "every asset in one picture for review (false: none)"),
            commented("# previews: \(PreviewPlacement.folderName)",
                      android ? "each icon's <name>-preview.png in a Material navigation bar" : "each icon's <name>-preview.png tab-bar simulation"),
            "",
        ]
        if android {
            lines += [
                commented("# android:", "how icons go into res/ (the defaults)"),
                commented("#   size: 24", "dp: 24, or WxH; drawn for every density, mdpi to xxxhdpi"),
                commented("#   state-list: false", "true: selected and unselected PNGs and a selector, not one white mask"),
                commented("#   prefix: ic_tab_", "what the icons' resource names start with"),
            ]
        } else {
            lines += ["# defaults:", "#   icons: {size: 30, scales: [1, 2, 3], padding: 0}"]
        }
        if let swift = plan.swiftOutput {
            lines += [
                "",
                commented("# swift:", "typed Swift constants for the catalog, after every build"),
                "#   output: \(YAMLScalar.quoted(swift))",
            ]
        }
        lines.append("")
        lines += icons(plan)
        lines += [
            "",
            commented("# buttons:", android ? "glossy button backgrounds: 9-patches in every density, and a state list"
                : "glossy stretchable button backgrounds"),
            "#  - name: buy",
            "#    colour: 00bd00",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `icons:` section: one entry per folder, its files listed, and one more per suffix
    /// naming selected drawings; or the bundled templates.
    static func icons(_ plan: StarterPlan) -> [String] {
        var lines: [String] = []
        let options = plan.speaksAndroid ? [commented("#    group: tabs", "prefixes the resource names: ic_tab_tabs_<name>")] : [
            commented("#    size: 30", "points: 30 or WxH; or preset: wide"),
            commented("#    group: Tabs", "a namespace folder in the catalog"),
        ]
        if !plan.templates.isEmpty {
            lines += [
                "icons:",
                commented("  - template: [\(plan.templates.joined(separator: ", "))]", "bundled templates (`iconforge templates`); no SVG was here"),
                commented("#  - source: art/*.svg", "your own SVGs: files or globs, relative to this file"),
            ] + options
        } else if !plan.entries.isEmpty {
            lines.append("icons:")
            for (index, entry) in plan.entries.enumerated() {
                let place = entry.folder.isEmpty ? "this folder" : entry.folder + "/"
                let alone = !plan.entries.contains { $0.folder == entry.folder && $0 != entry }
                let first = plan.entries.firstIndex { $0.folder == entry.folder } == index
                let glob = (entry.folder.isEmpty ? "" : Glob.escaped(entry.folder) + "/") + "*.svg"
                let note = !first ? "more SVGs in \(PrintableText.escaped(place))"
                    : "the SVGs in \(PrintableText.escaped(place))" + (alone ? "; a glob works too: \(YAMLScalar.quoted(glob))" : "")
                lines.append(commented("  - source:", note))
                lines += entry.paths.map { "      - \(YAMLScalar.source($0))" }
                if let suffix = entry.selectedSuffix {
                    let names = plan.icons.filter { $0.selectedSuffix == suffix && entry.paths.contains($0.path) }
                        .map { IconSource.assetName(for: $0.path) }
                    let note = "each X takes X\(suffix) as its selected drawing: \(StarterPlan.list(names, more: "icons"))"
                    lines.append(commented("    selected-suffix: \(YAMLScalar.quoted(suffix))", PrintableText.escaped(note)))
                }
            }
            lines += options
        } else {
            lines.append("# icons:")
        }
        if !plan.leftOut.isEmpty {
            lines.append("# Left out: their asset names are taken. Give each a 'name' or a 'group' to add it.")
            lines += plan.leftOut.map { commented("#  - \(YAMLScalar.source($0.path))", PrintableText.escaped($0.reason)) }
        }
        return lines
    }

    /// `text` with `# comment` aligned at column 41 (or one space after a longer text).
    static func commented(_ text: String, _ comment: String) -> String {
        let pad = max(1, 41 - text.count)
        return text + String(repeating: " ", count: pad) + "# " + comment.replacingOccurrences(of: "\n", with: " ")
    }
}
