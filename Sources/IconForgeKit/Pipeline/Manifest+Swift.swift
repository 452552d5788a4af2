import Foundation

extension Manifest {
    /// The Swift file `iconforge build` generates from a catalog (the manifest's `swift:` key).
    public struct SwiftOutput: Sendable, Equatable {
        /// The Swift file, relative to the manifest.
        public var output: String
        /// The catalogs to read, relative to the manifest: xcassets outputs. With several, each
        /// gets its enum, as SwiftGen writes them.
        public var catalogs: [String]
        public var enumName = "Asset"
        public var isPublic = false
        /// An enum for the catalog even when there is one (`force-catalog-enums`).
        public var forceCatalogEnums = false
        public var line: Int
    }
}

extension ManifestParser {
    static let swiftKeys = ["output", "catalog", "enum-name", "public", "force-catalog-enums"]

    /// Reads the `swift:` section.
    static func swift(_ node: ManifestNode?, into manifest: inout Manifest) throws {
        guard let node else { return }
        let keys = try node.mapping("swift", allowed: swiftKeys)
        guard let output = keys["output"] else { throw node.error("swift needs an 'output' (the .swift file to write)") }
        let catalogs = manifest.outputs.filter { $0.format.type.isAssetCatalog }.map(\.path)
        let chosen = try keys["catalog"]?.strings("swift catalog") ?? catalogs
        let unknown = chosen.first { !catalogs.contains($0) }
        guard !chosen.isEmpty, unknown == nil else {
            throw (keys["catalog"] ?? node).error("swift reads an xcassets output: " + (catalogs.isEmpty
                ? "add one to 'outputs'"
                : "'\(unknown ?? "")' is not one; name one or more of \(catalogs.joined(separator: ", ")) as 'catalog'"))
        }
        var swift = Manifest.SwiftOutput(output: try output.string("swift output"), catalogs: chosen, line: node.line ?? 0)
        if let name = keys["enum-name"] { swift.enumName = try name.name("enum-name") }
        if let flag = keys["public"] {
            guard let value = flag.node.bool else { throw flag.error("public must be true or false") }
            swift.isPublic = value
        }
        if let flag = keys["force-catalog-enums"] {
            guard let value = flag.node.bool else { throw flag.error("force-catalog-enums must be true or false") }
            swift.forceCatalogEnums = value
        }
        manifest.swift = swift
    }

    /// `preset: wide` in an icon entry or the icon defaults.
    static func preset(_ node: ManifestNode) throws -> IconPreset {
        let text = try node.string("preset")
        guard let preset = IconPreset(rawValue: text) else {
            throw node.error("unknown preset '\(text)' (expected one of: \(IconPreset.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        return preset
    }
}
