/// Why an input file could not be read. `description` is one line for a person.
public enum InputError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound
    case isDirectory
    /// A symbolic link that leads back to itself (`chain`: the path, then each link's target as
    /// it is written, ending where it looped; empty when the loop is in a folder on the path).
    case linkLoop(chain: [String])
    /// A symbolic link to `target` (as the link spells it), which does not exist.
    case danglingLink(target: String)
    /// A named pipe, device or socket: reading it could block forever.
    case notRegular(String)
    /// A folder given as input that holds no `.svg` or `.svgz` file.
    case noSVGInFolder
    /// A manifest glob that matches no file.
    case noMatch
    /// A file name that is not UTF-8: no asset, message or manifest can name it.
    case nameNotUTF8
    /// Reading took longer than `--timeout` (a stalled mount, a pipe that never ends).
    case timedOut(seconds: Double)
    /// A bundled template that takes parameters (a button), not an icon.
    case notAnIconTemplate
    case unreadable(String)
    case empty
    case tooLarge(bytes: Int, limit: Int)
    /// Standard input went on past the limit: only the limit was read, so its size is unknown.
    case standardInputTooLarge(limit: Int)
    /// A gzip-compressed SVG that inflates past the limit.
    case decompressedTooLarge(limit: Int)
    /// A gzip header followed by data that does not decompress.
    case badCompression(String)
    /// A source a build knew by its unchanged stamp, whose bytes were another drawing when it was
    /// read to be rendered: it was written after its stamp was taken.
    case changedWhileBuilding

    public var description: String {
        switch self {
        case .notFound: return "no such file, and no bundled template of that name (see `iconforge templates`)"
        case .isDirectory: return "is a folder, not an SVG file"
        case .linkLoop(let chain) where chain.count > 1:
            return "is a symbolic link that loops (\(chain.joined(separator: " -> "))): too many levels of symbolic links; "
                + "point the link at the SVG file"
        case .linkLoop:
            return "cannot be reached: a symbolic link on its path loops (too many levels of symbolic links)"
        case .danglingLink(let target): return "is a symbolic link to \(target), which does not exist"
        case .notRegular(let kind): return "is \(kind), not a regular file"
        case .noSVGInFolder: return "is a folder with no SVG files in it"
        case .noMatch: return "no file matches this pattern"
        case .nameNotUTF8: return "the file name is not UTF-8 (\\xNN marks each byte that is not); rename the file"
        case .timedOut(let seconds): return "could not be read within \(NumberText.decimal(seconds)) s (--timeout)"
        case .notAnIconTemplate: return "is a parameterised (button) template, not an icon (see `iconforge templates`)"
        case .unreadable(let reason): return "cannot read: \(reason)"
        case .empty: return "the file is empty"
        case .tooLarge(let bytes, let limit):
            return "the file is \(ByteCount.format(bytes)), over the \(ByteCount.format(limit)) input limit (--max-input-size)"
        case .standardInputTooLarge(let limit):
            return "standard input is larger than the \(ByteCount.format(limit)) input limit (--max-input-size)"
        case .decompressedTooLarge(let limit):
            return "the file decompresses to more than the \(ByteCount.format(limit)) input limit (--max-input-size)"
        case .badCompression(let reason): return "not a valid gzip-compressed SVG: \(reason)"
        case .changedWhileBuilding: return "changed while the build was reading it; run the build again"
        }
    }

    /// This error with the path that starts a looping link's chain spelled `shown`: a manifest's
    /// source is read by its absolute path and shown relative to the manifest.
    func shown(as shown: String) -> InputError {
        guard case .linkLoop(var chain) = self, !chain.isEmpty else { return self }
        chain[0] = shown
        return .linkLoop(chain: chain)
    }
}
