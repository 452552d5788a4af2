import Foundation

/// An SVG to turn into an icon: a user's file, or a bundled template.
public struct IconSource: Sendable, Equatable {
    /// What to call it in messages: the path as given, or `template:docs.svg`.
    public let displayName: String
    /// The asset name, e.g. `docs` for `art/docs.svg`.
    public let name: String
    /// The file it was read from; nil for templates.
    public var fileURL: URL? {
        switch file {
        case .url(let url)?: return url
        case .path(let path)?: return LexicalPath.fileURL(path)
        case nil: return nil
        }
    }

    /// The path of the file it was read from, standard (`LexicalPath.standardized`); nil for templates.
    var filePath: String? {
        switch file {
        case .url(let url)?: return url.path
        case .path(let path)?: return LexicalPath.standardized(path)
        case nil: return nil
        }
    }

    /// Where it was read from: a URL given, or a path made into one only when asked (`fileURL`),
    /// as a build asks only of the few sources it renders, where making one per source cost
    /// more than the source's stat.
    private enum File: Sendable {
        case url(URL)
        case path(String)
    }

    private let file: File?
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
        self.file = fileURL.map(File.url)
    }

    /// The bytes `data` read from the file at `path`.
    init(displayName: String, name: String, data: Data, path: String) {
        (self.displayName, self.name, self.bytes, self.file) = (displayName, name, SourceBytes(data), .path(path))
    }

    /// The file at `path`, known by the SHA-256 its bytes had when a build last read it (its
    /// stat is as it was then): read only when needed (`read()`, `data`).
    init(unreadAt path: String, sha256: String, maximumBytes: Int) {
        displayName = path
        name = Self.assetName(for: path)
        file = .path(path)
        bytes = SourceBytes(unreadAt: path, sha256: sha256, maximumBytes: maximumBytes)
    }

    private init(displayName: String, name: String, file: File?, bytes: SourceBytes) {
        (self.displayName, self.name, self.file, self.bytes) = (displayName, name, file, bytes)
    }

    /// This source shown as `displayName` and named `name`, its bytes shared: not read for it.
    public func renamed(_ name: String, shown displayName: String) -> IconSource {
        IconSource(displayName: displayName, name: name, file: file, bytes: bytes)
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
                IconSource(displayName: argument, name: assetName(for: argument), data: $0, path: argument)
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

    /// `assetName` for a path of ASCII characters only (nearly every icon set), on its bytes
    /// where the string keeps them, making only the name: looking up Unicode properties scalar
    /// by scalar took 20 µs a name, more than reading the file, and byte arrays made on the way
    /// cost a build of a thousand sources more than their stat. Same rules: in ASCII the control
    /// characters are 0-31 and 127, there are no format characters, and the only space separator
    /// is the space.
    static func asciiAssetName(for path: String) -> String? {
        var path = path
        return path.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var start = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            var end = bytes.count
            /// Whether the name ends with `suffix` (lowercase), in any case.
            func endsWith(_ suffix: StaticString) -> Bool {
                let count = suffix.utf8CodeUnitCount
                guard end - start >= count else { return false }
                return (0 ..< count).allSatisfy { asciiLowercase(bytes[end - count + $0]) == suffix.utf8Start[$0] }
            }
            if endsWith(".svgz") { end -= 5 } else if endsWith(".svg") { end -= 4 }
            if end - start >= 3, bytes[end - 3] == UInt8(ascii: "@"),
               (UInt8(ascii: "1") ... UInt8(ascii: "9")).contains(bytes[end - 2]), bytes[end - 1] == UInt8(ascii: "x") {
                end -= 3
            }
            // Replacing a character never makes a space or a dot: trimmed on the bytes as they are.
            // Tabs were control characters, so spaces are all that is left to trim; then leading dots.
            while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
            while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            while start < end, bytes[start] == UInt8(ascii: ".") { start += 1 }
            guard start < end else { return "icon" }
            return String(unsafeUninitializedCapacity: end - start) { name in
                for index in start ..< end { name[index - start] = isUnsafeASCII(bytes[index]) ? UInt8(ascii: "-") : bytes[index] }
                return end - start
            }
        }
    }

    /// `isUnsafe` for an ASCII character: `/\:*?"<>|` and the control characters.
    private static func isUnsafeASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case 0 ..< 0x20, 0x7F, UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: ":"), UInt8(ascii: "*"), UInt8(ascii: "?"),
             UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"):
            return true
        default:
            return false
        }
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
