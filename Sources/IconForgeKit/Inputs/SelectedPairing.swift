/// Pairs icons with their selected drawings by name (`--selected-suffix -fill`): `house` with
/// `house-fill`, as icon sets ship them. A drawing paired this way is not an icon of its own;
/// one whose icon is missing (`star-fill` without `star`) still is, and so is one whose icon is
/// itself a selected drawing (`a-fill-fill` when `a-fill` is `a`'s), with a warning.
public enum SelectedPairing {
    /// A drawing named as the selected drawing of `icon` that stays an icon of its own,
    /// because `icon` is itself the selected drawing of `holder` (indices into the sources).
    public struct Unpaired: Equatable, Sendable {
        public let drawing: Int
        public let icon: Int
        public let holder: Int
    }

    /// `sources` with each selected drawing moved beside its icon, in input order: an icon
    /// named `X` takes the source named `X` + `suffix` (names compared as given).
    public static func pair<Source>(_ sources: [Source], suffix: String, name: (Source) -> String) -> [(icon: Source, selected: Source?)] {
        pairing(sources, suffix: suffix, name: name).pairs.map { (sources[$0.icon], $0.selected.map { sources[$0] }) }
    }

    /// The pairs by index, in input order, and the drawings left icons of their own because
    /// their icon is a selected drawing. Shorter names pair first, so the result is the same
    /// in any input order: `a` takes `a-fill`, and `a-fill-fill` stays an icon whether the
    /// folder lists it first or last.
    public static func pairing<Source>(_ sources: [Source], suffix: String, name: (Source) -> String)
        -> (pairs: [(icon: Int, selected: Int?)], unpaired: [Unpaired]) {
        guard !suffix.isEmpty else { return (sources.indices.map { ($0, nil) }, []) }
        let names = sources.map(name)
        var byName: [String: Int] = [:]
        for (index, name) in names.enumerated() where byName[name] == nil { byName[name] = index }
        var holder: [Int: Int] = [:], partner: [Int: Int] = [:]
        for index in sources.indices.sorted(by: { (names[$0].utf8.count, $0) < (names[$1].utf8.count, $1) })
            where holder[index] == nil {
            guard let selected = byName[names[index] + suffix], selected != index, holder[selected] == nil else { continue }
            partner[index] = selected
            holder[selected] = index
        }
        let icons = sources.indices.filter { holder[$0] == nil }
        let unpaired = icons.compactMap { index -> Unpaired? in
            guard names[index].hasSuffix(suffix), byName[names[index]] == index,
                  let icon = byName[String(names[index].dropLast(suffix.count))], icon != index,
                  let iconHolder = holder[icon] else { return nil }
            return Unpaired(drawing: index, icon: icon, holder: iconHolder)
        }
        return (icons.map { ($0, partner[$0]) }, unpaired)
    }
}
