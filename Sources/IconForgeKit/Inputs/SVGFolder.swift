import Foundation

/// The SVG files directly in a folder: what a folder stands for as an icon input.
enum SVGFolder {
    /// Whether `name` is an SVG or SVGZ file name (any case), not hidden.
    static func isSVG(_ entry: FolderEntry) -> Bool {
        entry.bytes.first != UInt8(ascii: ".") && (entry.hasSuffix(".svg") || entry.hasSuffix(".svgz"))
    }

    /// The `.svg` and `.svgz` files (any case, not hidden, links followed) in `folder`, sorted by
    /// name, and apart those whose names are not UTF-8 (as `\xNN`-escaped names), and the names
    /// of SVG symbolic links that reach no file (they loop, or their target is gone), each with
    /// what is wrong with it, sorted by name.
    static func list(_ folder: String) throws -> (files: [String], undecodable: [String], brokenLinks: [(name: String, problem: InputError)]) {
        let entries = try FolderListing.entries(of: folder)
        let svgs = entries.filter { $0.kind == .file && isSVG($0) }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        // A link counts as what it reaches; one that reaches nothing is `other`, as a pipe is.
        let broken = entries.filter { $0.isSymbolicLink && $0.kind == .other && isSVG($0) }.compactMap(\.name).sorted()
            .compactMap { name in SymbolicLinkProblem.of(prefix + name).map { (name, $0) } }
        return (svgs.compactMap(\.name).sorted(), svgs.filter { $0.name == nil }.map(\.displayName).sorted(), broken)
    }
}
