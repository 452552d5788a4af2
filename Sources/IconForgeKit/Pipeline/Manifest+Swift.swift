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
        guard let output = keys["output"] else { throw node.error(.swiftNeedsOutput) }
        let catalogs = manifest.outputs.filter { $0.format.type.isAssetCatalog }.map(\.path)
        let chosen = try keys["catalog"]?.strings("swift catalog") ?? catalogs
        let unknown = chosen.first { !catalogs.contains($0) }
        guard !chosen.isEmpty, unknown == nil else {
            throw (keys["catalog"] ?? node).error(.swiftNeedsCatalog(unknown: unknown, catalogs: catalogs))
        }
        var swift = Manifest.SwiftOutput(output: try output.string("swift output"), catalogs: chosen, line: node.line ?? 0)
        if let name = keys["enum-name"] { swift.enumName = try name.name("enum-name") }
        if let flag = keys["public"] {
            guard let value = flag.node.bool else { throw flag.error(.notABoolean("public")) }
            swift.isPublic = value
        }
        if let flag = keys["force-catalog-enums"] {
            guard let value = flag.node.bool else { throw flag.error(.notABoolean("force-catalog-enums")) }
            swift.forceCatalogEnums = value
        }
        manifest.swift = swift
    }

    /// `preset: wide` in an icon entry or the icon defaults.
    static func preset(_ node: ManifestNode) throws -> IconPreset {
        let text = try node.string("preset")
        guard let preset = IconPreset(rawValue: text) else {
            throw node.error(.unknownPreset(text))
        }
        return preset
    }
}
