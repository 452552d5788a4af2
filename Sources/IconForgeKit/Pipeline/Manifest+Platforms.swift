import Foundation

extension Manifest {
    /// How icons are written into Android outputs (the manifest's `android:` key).
    public struct AndroidIcons: Sendable, Equatable {
        /// Size in dp.
        public var width: Double = 24
        public var height: Double = 24
        public var style = AndroidIconStyle()

        public init() {}

        /// Part of every icon's options fingerprint, so a change rebuilds the icons.
        var fingerprint: String { "android=\(width)x\(height),\(style.theme.rawValue),states=\(style.writesStateList)" }
    }

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
    static let androidKeys = ["size", "theme", "state-list"]
    static let swiftKeys = ["output", "catalog", "enum-name", "public", "force-catalog-enums"]

    /// Reads the `android:` and `swift:` sections.
    static func platforms(_ top: [String: ManifestNode], into manifest: inout Manifest) throws {
        if let node = top["android"] {
            let keys = try node.mapping("android", allowed: androidKeys)
            if let size = keys["size"] {
                (manifest.android.width, manifest.android.height) = try size.size("android size")
                guard (1 ... 1024).contains(manifest.android.width), (1 ... 1024).contains(manifest.android.height) else {
                    throw size.error("android size must be between 1 and 1024 dp")
                }
            }
            if let theme = keys["theme"] {
                let text = try theme.string("android theme")
                guard let value = AndroidTabTheme(rawValue: text) else {
                    throw theme.error("android theme must be dark or light, not '\(text)'")
                }
                manifest.android.style.theme = value
            }
            if let states = keys["state-list"] {
                guard let flag = states.node.bool else { throw states.error("state-list must be true or false") }
                manifest.android.style.writesStateList = flag
            }
        }
        if let node = top["swift"] {
            let keys = try node.mapping("swift", allowed: swiftKeys)
            guard let output = keys["output"] else { throw node.error("swift needs an 'output' (the .swift file to write)") }
            let catalogs = manifest.outputs.filter { $0.format.isXcodeCatalog }.map(\.path)
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
