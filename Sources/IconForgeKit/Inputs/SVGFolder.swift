import Foundation

/// The SVG files directly in a folder: what a folder stands for as an icon input.
enum SVGFolder {
    /// Whether `name` is an SVG or SVGZ file name (any case), not hidden.
    static func isSVG(_ entry: FolderEntry) -> Bool {
        entry.bytes.first != UInt8(ascii: ".") && (entry.hasSuffix(".svg") || entry.hasSuffix(".svgz"))
    }

    /// The `.svg` and `.svgz` files (any case, not hidden, links followed) in `folder`, sorted by
    /// name, and apart those whose names are not UTF-8 (as `\xNN`-escaped names).
    static func list(_ folder: String) throws -> (files: [String], undecodable: [String]) {
        let svgs = try FolderListing.entries(of: folder).filter { $0.kind == .file && isSVG($0) }
        return (svgs.compactMap(\.name).sorted(), svgs.filter { $0.name == nil }.map(\.displayName).sorted())
    }
}
