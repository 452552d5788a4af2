import Foundation

/// An SVG to turn into an icon: a user's file, or a bundled template.
public struct IconSource: Sendable, Equatable {
    /// What to call it in messages: the path as given, or `template:docs.svg`.
    public let displayName: String
    /// The asset name, e.g. `docs` for `art/docs.svg`.
    public let name: String
    /// The file it was read from; nil for templates.
    public let fileURL: URL?
    /// Its bytes: read, or, for a file a build knew by its stamp, read on first use.
    private let bytes: SourceBytes

    /// The SVG bytes, already decompressed when the file was an SVGZ. A file a build knew by its
    /// stamp alone (`init(unreadAt:)`) is read here the first time; one that cannot be read then
    /// is empty here: a build reads such sources first (`read()`), to fail in words.
    public var data: Data { (try? bytes.read().get()) ?? Data() }

    /// SHA-256 of `data`, without reading a file a build knew by its stamp.
    public var sha256: String { bytes.sha256 }

    /// Whether the bytes are at hand: false only for a file known by its stamp, not read yet.
    var isRead: Bool { bytes.isRead }

    /// Whether a file known by its stamp failed to be read when needed (`read()`).
    var readFailed: Bool { bytes.failed }

    public init(displayName: String, name: String, data: Data, fileURL: URL? = nil) {
        self.displayName = displayName
        self.name = name
        self.bytes = SourceBytes(data)
        self.fileURL = fileURL
    }

    /// The file at `path`, known by the SHA-256 its bytes had when a build last read it (its
    /// stat is as it was then): read only when needed (`read()`, `data`).
    init(unreadAt path: String, sha256: String, maximumBytes: Int) {
        displayName = path
        name = Self.assetName(for: path)
        fileURL = LexicalPath.fileURL(path)
        bytes = SourceBytes(unreadAt: path, sha256: sha256, maximumBytes: maximumBytes)
    }

    private init(displayName: String, name: String, fileURL: URL?, bytes: SourceBytes) {
        (self.displayName, self.name, self.fileURL, self.bytes) = (displayName, name, fileURL, bytes)
    }

    /// This source shown as `displayName` and named `name`, its bytes shared: not read for it.
    public func renamed(_ name: String, shown displayName: String) -> IconSource {
        IconSource(displayName: displayName, name: name, fileURL: fileURL, bytes: bytes)
    }

    /// The bytes, reading a file known by its stamp now (once, within `InputFile.timeout`); the
    /// reason when it cannot be read, or holds another drawing than the one its hash was kept for.
    public func read() -> Result<Data, InputError> {
        bytes.read()
    }

    /// The same name, file and drawing (compared by SHA-256: a file known by its stamp is not read).
    public static func == (lhs: IconSource, rhs: IconSource) -> Bool {
        lhs.displayName == rhs.displayName && lhs.name == rhs.name && lhs.fileURL == rhs.fileURL && lhs.sha256 == rhs.sha256
    }

    /// Reads `argument` as a file, or, when it names no file, as a template name.
    /// A folder is never an SVG, so a folder that happens to share a template's name
    /// (a project's `docs/`, say) does not hide the template. Files over `maximumBytes`,
    /// compressed or decompressed, are refused before parsing.
    /// `timed: false` reads on the calling thread, for a caller that bounds the wait itself
    /// (`IconInput.loadAll`).
    public static func load(_ argument: String, maximumBytes: Int = 16 << 20, timed: Bool = true) -> Result<IconSource, InputError> {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: argument, isDirectory: &isFolder)
        if exists && !isFolder.boolValue {
            return readBytes(argument, maximumBytes: maximumBytes, timed: timed).map {
                IconSource(displayName: argument, name: assetName(for: argument), data: $0,
                           fileURL: LexicalPath.fileURL(argument))
            }
        }
        // A link that reaches no file is there to see (`ls` lists it): said as it is, never
        // "no such file", and no template stands in for it.
        if !exists, let problem = SymbolicLinkProblem.of(argument) { return .failure(problem) }
        if let template = TemplateLibrary.named(argument) {
            guard !template.isParameterised else { return .failure(.notAnIconTemplate) }
            return .success(IconSource(displayName: "template:\(template.fileName)", name: template.name,
                                       data: template.data))
        }
        return .failure(exists ? .isDirectory : .notFound)
    }

    /// Whether the paths `path` and `other` name one file (one device and inode: `a.svg` and
    /// `./a.svg`, or two hard links); false when either cannot be read.
    public static func isSameFile(_ path: String, _ other: String) -> Bool {
        var first = stat(), second = stat()
        guard stat(path, &first) == 0, stat(other, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// The asset name for a file: its name without `.svg` / `.svgz` (any case) or a trailing
    /// `@2x`-style scale, with characters that file systems or Xcode reject replaced by `-`,
    /// and no leading dot (which would hide the output). Never empty.
    public static func assetName(for path: String) -> String {
        asciiAssetName(for: path) ?? unicodeAssetName(for: path)
    }

    /// `assetName` scalar by scalar, for any path.
    static func unicodeAssetName(for path: String) -> String {
        // Plain Swift string work: Foundation's case-insensitive search and a character set
        // built per call cost more than reading the file, in batches of thousands.
        var name = RelativePath.name(of: path)
        for suffix in [".svgz", ".svg"] where name.utf8.count >= suffix.utf8.count {
            let tail = String(name.unicodeScalars.suffix(suffix.unicodeScalars.count))
            if tail.lowercased() == suffix {
                name = String(String.UnicodeScalarView(name.unicodeScalars.dropLast(suffix.unicodeScalars.count)))
                break
            }
        }
        // "@2x" and the like.
        let tail = Array(name.unicodeScalars.suffix(3))
        if tail.count == 3, tail[0] == "@", ("1" ... "9").contains(tail[1]), tail[2] == "x" {
            name = String(String.UnicodeScalarView(name.unicodeScalars.dropLast(3)))
        }
        name = String(String.UnicodeScalarView(name.unicodeScalars.map { isUnsafe($0) ? "-" : $0 }))
        name = String(String.UnicodeScalarView(name.unicodeScalars.drop(while: isBlank).reversed().drop(while: isBlank).reversed()))
        while name.hasPrefix(".") { name.removeFirst() }
        return name.isEmpty ? "icon" : name
    }

    /// `assetName` for a path of ASCII characters only (nearly every icon set), on its bytes:
    /// looking up Unicode properties scalar by scalar took 20 µs a name, more than reading the
    /// file. Same rules: in ASCII the control characters are 0-31 and 127, there are no format
    /// characters, and the only space separator is the space.
    static func asciiAssetName(for path: String) -> String? {
        var bytes = Array(path.utf8)
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        if let slash = bytes.lastIndex(of: UInt8(ascii: "/")) { bytes.removeSubrange(...slash) }
        for suffix in [Array(".svgz".utf8), Array(".svg".utf8)]
            where bytes.count >= suffix.count && bytes.suffix(suffix.count).map(asciiLowercase) == suffix {
            bytes.removeLast(suffix.count)
            break
        }
        if bytes.count >= 3, bytes[bytes.count - 3] == UInt8(ascii: "@"),
           (UInt8(ascii: "1") ... UInt8(ascii: "9")).contains(bytes[bytes.count - 2]), bytes[bytes.count - 1] == UInt8(ascii: "x") {
            bytes.removeLast(3)
        }
        let unsafe = Array("/\\:*?\"<>|".utf8)
        bytes = bytes.map { $0 < 0x20 || $0 == 0x7F || unsafe.contains($0) ? UInt8(ascii: "-") : $0 }
        // Tabs were control characters, so spaces are all that is left to trim; then leading dots.
        let space = UInt8(ascii: " ")
        let start = bytes.firstIndex { $0 != space } ?? bytes.endIndex
        let end = bytes.lastIndex { $0 != space }.map { $0 + 1 } ?? start
        let trimmed = bytes[start ..< max(start, end)].drop { $0 == UInt8(ascii: ".") }
        return trimmed.isEmpty ? "icon" : String(decoding: trimmed, as: UTF8.self)
    }

    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A") ... UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// Characters file systems or Xcode reject in a name: path separators, wildcards, and
    /// control and format characters (Foundation's `controlCharacters`).
    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return "/\\:*?\"<>|".unicodeScalars.contains(scalar) || category == .control || category == .format
    }

    /// Spaces trimmed from both ends (Foundation's `whitespaces`: tab and space separators).
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// The SVG bytes of the file at `path`: read (refused when empty or over `maximumBytes`) and
    /// decompressed when gzip-compressed (refused when that passes `maximumBytes`).
    static func readBytes(_ path: String, maximumBytes: Int, timed: Bool) -> Result<Data, InputError> {
        readFile(path, maximumBytes: maximumBytes, timed: timed).flatMap { data in
            Gunzip.isCompressed(data) ? Gunzip.inflate(data, limit: maximumBytes) : .success(data)
        }
    }

    static func readFile(_ path: String, maximumBytes: Int, timed: Bool = true) -> Result<Data, InputError> {
        let read = timed ? InputFile.read(path, maximumBytes: maximumBytes) : InputFile.readNow(path, maximumBytes: maximumBytes)
        return read.flatMap { $0.isEmpty ? .failure(.empty) : .success($0) }
    }
}
