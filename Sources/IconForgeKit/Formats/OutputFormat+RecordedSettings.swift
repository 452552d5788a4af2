import Foundation

extension OutputFormat {
    /// The forms of this bundle's format (plain, vector and symbol, which write into the same
    /// bundle) reading `settings`, the format settings a record says named an asset's files
    /// (`RecordStore.settings(of:)`): what asks each form for the names the asset had under them,
    /// the same answer it gave when writing. Nil when they are settings no run could have had:
    /// a key none of the forms takes, or a value a form's own parser refuses (a planted record).
    func recordedForms(_ settings: [String: String]) -> [any OutputFormat]? {
        let keys = Set((Self.settings + Self.forms.flatMap(\.settings)).map(\.key))
        guard settings.keys.allSatisfy(keys.contains) else { return nil }
        let options = FormatOptions(recorded: settings)
        var forms: [any OutputFormat] = []
        for kind in Self.formKinds {
            let taken = Self.settings(in: kind).map(\.key)
            guard let form = try? Self(root: root, options: options.only(taken), form: kind) else { return nil }
            forms.append(form)
        }
        return forms
    }
}

extension FormatOptions {
    /// The settings as a record keeps them: key -> value as given (where they were given is no
    /// part of the files' names).
    public var recorded: [String: String] { values.mapValues(\.text) }

    /// Settings read back from a record.
    init(recorded: [String: String]) {
        self.init(recorded.mapValues { Value($0, origin: .manifest(file: "", line: nil)) })
    }
}
