import Foundation

extension StarterPlan {
    /// An icon entry of the starter manifest: SVGs of one folder, listed, and the suffix pairing
    /// them (`selected-suffix:`), which `iconforge build` applies with `SelectedPairing` as `init` did.
    public struct Entry: Sendable, Equatable {
        /// The folder, relative to the manifest ("" for its own).
        public var folder: String
        /// The SVGs, icons and selected drawings, in the folder's (name) order.
        public var paths: [String]
        public var selectedSuffix: String?
    }

    /// The suffixes icon sets name selected drawings with, tried in this order: Bootstrap's and
    /// Phosphor's `house-fill`, `house_fill`, SF Symbols' `house.fill`, `-filled` (Tabler,
    /// Fluent), and names saying what the drawing is for.
    public static let selectedSuffixes = ["-fill", "_fill", ".fill", "-filled", "_filled", "-selected", "_selected",
                                          "-active", "_active"]

    /// The icons of `folder`, each with its selected drawing when a file is named after it by
    /// one of `selectedSuffixes`, paired as the build pairs them (`SelectedPairing`), the first
    /// suffix that pairs a drawing taking it.
    static func pairs(in folder: ProjectSurvey.SourceFolder) -> [Icon] {
        let paths = folder.files.map { folder.path.isEmpty ? $0 : "\(folder.path)/\($0)" }
        var selected: [String: (drawing: String, suffix: String)] = [:], paired = Set<String>()
        for suffix in selectedSuffixes {
            let left = paths.filter { !paired.contains($0) && selected[$0] == nil }
            for pair in SelectedPairing.pair(left, suffix: suffix, name: IconSource.assetName(for:)) {
                guard let drawing = pair.selected else { continue }
                selected[pair.icon] = (drawing, suffix)
                paired.insert(drawing)
            }
        }
        return paths.filter { !paired.contains($0) }.map { path in
            Icon(path: path, selected: selected[path]?.drawing, selectedSuffix: selected[path]?.suffix)
        }
    }

    /// The entries listing `icons` of the folder at `folder`: one per suffix pairing some of
    /// them, the icons without a selected drawing in the first (or in one of their own when
    /// that suffix would pair them otherwise), in the order the folder lists them.
    static func entries(folder: String, icons: [Icon]) -> [Entry] {
        let singles = icons.filter { $0.selected == nil }.map(\.path)
        let suffixes = selectedSuffixes.filter { suffix in icons.contains { $0.selectedSuffix == suffix } }
        var entries = suffixes.map { suffix in
            let pairs = icons.filter { $0.selectedSuffix == suffix }
            return Entry(folder: folder, paths: pairs.flatMap { [$0.path] + ($0.selected.map { [$0] } ?? []) }.sorted(by: ordered),
                         selectedSuffix: suffix)
        }
        guard !singles.isEmpty else { return entries }
        guard let first = entries.first else { return [Entry(folder: folder, paths: singles, selectedSuffix: nil)] }
        // Beside the first suffix's pairs only if pairing them all still gives exactly those
        // pairs, and no single is named as the selected drawing of a drawing (`a-fill-fill`).
        let merged = (first.paths + singles).sorted(by: ordered)
        let suffix = first.selectedSuffix ?? ""
        let names = Set(first.paths.map(IconSource.assetName(for:)))
        let expected = icons.filter { $0.selectedSuffix == suffix || $0.selected == nil }.map { [$0.path, $0.selected ?? ""] }
        let found = SelectedPairing.pair(merged, suffix: suffix, name: IconSource.assetName(for:)).map { [$0.icon, $0.selected ?? ""] }
        let clean = !singles.contains { single in
            let name = IconSource.assetName(for: single)
            return name.hasSuffix(suffix) && names.contains(String(name.dropLast(suffix.count)))
        }
        if clean, found.sorted(by: { ordered($0[0], $1[0]) }) == expected.sorted(by: { ordered($0[0], $1[0]) }) {
            entries[0].paths = merged
        } else {
            entries.insert(Entry(folder: folder, paths: singles, selectedSuffix: nil), at: 0)
        }
        return entries
    }

    /// Paths of one folder in its listing's order: by file name.
    private static func ordered(_ a: String, _ b: String) -> Bool {
        RelativePath.name(of: a) < RelativePath.name(of: b)
    }
}
