import ArgumentParser

/// An option's value that is one of a fixed set of names (`--fit aspect|pixel`): ArgumentParser
/// lists the names in help, in completions and in its "one of" errors.
///
/// Its own list maps the cases through a key path (`\.rawValue.defaultValueDescription`), and
/// a key path is instantiated at run time on first use, generic metadata and conformance
/// lookups included: a third of a millisecond of every `icon` call, before any work, for the
/// five such options (the list is read each time the options are built). The same names, the
/// cases' raw values, through a closure.
protocol ArgumentCases: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ArgumentCases {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
}
