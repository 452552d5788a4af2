import Foundation

/// The kinds of set iconforge writes into a catalog. They merge under one ownership rule and
/// differ only in their folder's extension and the `Contents.json` key listing their files.
enum CatalogSetKind: Sendable {
    /// `<name>.imageset`: PNGs or a PDF, listed under `images`.
    case image
    /// `<name>.symbolset`: a custom SF Symbol's template SVG, listed under `symbols`.
    case symbol

    /// The folder's extension, with its dot.
    var suffix: String {
        switch self {
        case .image: return ".imageset"
        case .symbol: return ".symbolset"
        }
    }

    /// The `Contents.json` key of the set's file entries.
    var entriesKey: String {
        switch self {
        case .image: return "images"
        case .symbol: return "symbols"
        }
    }

    /// The set, in a refusal.
    var thing: BundleError.Thing {
        switch self {
        case .image: return .imageset
        case .symbol: return .symbolset
        }
    }
}
