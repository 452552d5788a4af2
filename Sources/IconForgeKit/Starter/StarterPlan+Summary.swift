import Foundation

extension StarterPlan {
    /// What `init` found, in one line: the SVGs and their folders, the catalogs, the `res/` folders.
    public var foundLine: String {
        let svgs = survey.svgPaths.count
        var parts: [String] = []
        if svgs == 0 {
            parts.append("no SVG")
        } else {
            let folders = survey.svgFolders.map { $0.path.isEmpty ? "this folder" : $0.path + "/" }
            parts.append("\(Self.count(svgs, "SVG")) in \(Self.list(folders, more: "folders"))")
        }
        parts.append(survey.catalogs.isEmpty ? "no asset catalog"
            : "the catalog\(survey.catalogs.count == 1 ? "" : "s") \(Self.list(survey.catalogs, more: "catalogs"))")
        parts.append(survey.resourceFolders.isEmpty ? "no Android res folder"
            : "the Android res folder\(survey.resourceFolders.count == 1 ? "" : "s") \(Self.list(survey.resourceFolders, more: "folders"))")
        return PrintableText.escaped("found " + parts.joined(separator: "; "))
    }

    /// What `init` chose, in one line, ending with the next command.
    public var choiceLine: String {
        let into = outputs.map(\.path)
        let destination = catalog == nil && resources == nil ? "a new \(Self.newCatalog)" : Self.list(into, more: "outputs")
        let what: String
        if !templates.isEmpty {
            what = "the bundled template\(templates.count == 1 ? "" : "s") \(Self.list(templates, more: "templates"))"
        } else {
            let pairs = icons.filter { $0.selected != nil }.count
            what = Self.count(icons.count, "icon") + (pairs == 0 ? "" : " (\(pairs) with a selected drawing)")
        }
        let left = leftOut.isEmpty ? "" : " (\(leftOut.count) left out: \(leftOut.count == 1 ? "its name is" : "their names are") taken, see the manifest)"
        return PrintableText.escaped("wrote \(StarterManifest.fileName): \(what) into \(destination)\(left); next: iconforge build")
    }

    /// `3 SVGs`, `1 SVG`.
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `a`, `a and b`, `a, b and c`, `a, b, c and 4 more folders`.
    static func list(_ items: [String], more noun: String) -> String {
        let shown = items.count > 4 ? Array(items.prefix(3)) : items
        let rest = items.count - shown.count
        let tail = rest > 0 ? ["\(rest) more \(noun)"] : []
        let all = shown + tail
        return all.count == 1 ? all[0] : all.dropLast().joined(separator: ", ") + " and " + all.last!
    }
}
