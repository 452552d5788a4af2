import Foundation

/// The commented `iconforge.yml` that `iconforge init` writes from a `StarterPlan`: the found
/// SVGs as icons into the found catalog and `res/` folder (or a new catalog), with the keys a
/// project changes first shown as comments, and what was left out said where it would have gone.
public enum StarterManifest {
    /// The manifest's file name, which `iconforge build` looks for.
    public static let fileName = "iconforge.yml"

    /// The manifest text for `plan`.
    public static func text(_ plan: StarterPlan) -> String {
        var lines = [
            "# iconforge.yml: what `iconforge build` renders, from this folder or any folder below it.",
            "# Paths are relative to this file. Every key: docs/manifest.md in iconforge's repository.",
            "outputs:",
        ]
        let found = plan.catalog != nil || plan.resources != nil
        for output in plan.outputs {
            let note = output.format == "android" ? "the app's Android resources: ic_tab_<name> in each density"
                : found ? "the app's asset catalog: iconforge adds image sets, never touches yours" : "an Xcode asset catalog"
            lines.append(commented("  - \(output.format): \(YAMLScalar.quoted(output.path))", note))
        }
        for other in plan.survey.catalogs where other != plan.catalog {
            lines.append(commented("#  - xcassets: \(YAMLScalar.quoted(other))", "also found here"))
        }
        for other in plan.survey.resourceFolders where other != plan.resources {
            lines.append(commented("#  - android: \(YAMLScalar.quoted(other))", "also found here"))
        }
        if plan.catalog == nil { lines.append(commented("#  - png: Assets/PNG", "plain name.png, name@2x.png, name@3x.png")) }
        if plan.resources == nil { lines.append(commented("#  - android: app/src/main/res", "Android tab icons, every density")) }
        lines += [
            commented("contact-sheet: \(StarterPlan.contactSheet)", "every asset in one picture for review (false: none)"),
            commented("# previews: \(PreviewPlacement.folderName)", "each icon's <name>-preview.png tab-bar simulation"),
            "",
            "# defaults:",
            "#   icons: {size: 30, scales: [1, 2, 3], padding: 0}",
            "",
        ]
        lines += icons(plan)
        lines += [
            "",
            commented("# buttons:", "glossy stretchable button backgrounds"),
            "#  - name: buy",
            "#    colour: 00bd00",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `icons:` section: one entry per folder, its files listed; or the bundled templates.
    static func icons(_ plan: StarterPlan) -> [String] {
        var lines: [String] = []
        let options = [
            commented("#    size: 30", "points: 30 or WxH; or preset: wide"),
            commented("#    group: Tabs", "a namespace folder in the catalog"),
        ]
        if !plan.templates.isEmpty {
            lines += [
                "icons:",
                commented("  - template: [\(plan.templates.joined(separator: ", "))]", "bundled templates (`iconforge templates`); no SVG was here"),
                commented("#  - source: art/*.svg", "your own SVGs: files or globs, relative to this file"),
            ] + options
        } else if !plan.icons.isEmpty {
            lines.append("icons:")
            let taken = Set(plan.icons)
            for folder in plan.survey.svgFolders {
                let paths = folder.files.map { folder.path.isEmpty ? $0 : "\(folder.path)/\($0)" }.filter(taken.contains)
                guard !paths.isEmpty else { continue }
                let glob = (folder.path.isEmpty ? "" : Glob.escaped(folder.path) + "/") + "*.svg"
                let place = folder.path.isEmpty ? "this folder" : folder.path + "/"
                lines.append(commented("  - source:", "the SVGs in \(PrintableText.escaped(place)); a glob works too: \(YAMLScalar.quoted(glob))"))
                lines += paths.map { "      - \(YAMLScalar.source($0))" }
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
