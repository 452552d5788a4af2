/// Pairs icons with their selected drawings by name (`--selected-suffix -fill`): `house` with
/// `house-fill`, as icon sets ship them. A drawing paired this way is not an icon of its own;
/// one whose icon is missing (`star-fill` without `star`) still is.
public enum SelectedPairing {
    /// `sources` with each selected drawing moved beside its icon, in input order: an icon
    /// named `X` takes the source named `X` + `suffix` (names compared as given).
    public static func pair<Source>(_ sources: [Source], suffix: String, name: (Source) -> String) -> [(icon: Source, selected: Source?)] {
        guard !suffix.isEmpty else { return sources.map { ($0, nil) } }
        var byName: [String: Int] = [:]
        for (index, source) in sources.enumerated() where byName[name(source)] == nil { byName[name(source)] = index }
        var taken = Set<Int>()
        var partner: [Int: Int] = [:]
        for (index, source) in sources.enumerated() {
            guard let selected = byName[name(source) + suffix], selected != index, !taken.contains(index) else { continue }
            partner[index] = selected
            taken.insert(selected)
        }
        return sources.indices.compactMap { index in
            // A drawing both selected by one icon and pairing another (`a`, `a-fill`, `a-fill-fill`) stays a selected drawing.
            guard !taken.contains(index) else { return nil }
            return (sources[index], partner[index].map { sources[$0] })
        }
    }
}
