import Foundation

/// Reading a record as iconforge writes it straight from its bytes: Foundation's `JSONDecoder`
/// made a no-op build of 1,000 icons spend an eighth of its time on the records (a box per value,
/// a coding path per key). Only the plain shape is read here: keys and values iconforge writes,
/// strings without escapes, no key twice. Anything else (an escape, a `shared` table, a key
/// of a later version, a duplicate, a number spelled otherwise) gives nil, and the record is
/// read by `JSONDecoder` as before, so what a record means does not depend on which read it.
extension BundleRecord.Plain {
    static func scanned(_ data: Data) -> BundleRecord.Plain? {
        data.withUnsafeBytes { raw in
            var scanner = RecordScanner(bytes: raw.bindMemory(to: UInt8.self))
            guard let plain = scanner.record(), scanner.isAtEnd else { return nil }
            return plain
        }
    }
}

/// The reader of `BundleRecord.Plain.scanned`: each function reads one value at `at` and gives
/// nil for anything outside the plain shape.
private struct RecordScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0
    /// How many files the entry read last recorded.
    var filesBefore = 0

    var isAtEnd: Bool {
        mutating get {
            skipSpace()
            return at == bytes.count
        }
    }

    mutating func record() -> BundleRecord.Plain? {
        var format: Int?, commands: BundleRecord.Plain.Section?, manifests: [String: BundleRecord.Plain.Section]?
        var pictures: [String: String]?, setAside: [String: [String: String]]?, generator: String?
        let read = object { key, scanner in
            switch key {
            case "format" where format == nil: format = scanner.integer(); return format != nil
            case "generator" where generator == nil: generator = scanner.string(); return generator != nil
            case "commands" where commands == nil: commands = scanner.section(); return commands != nil
            case "manifests" where manifests == nil: manifests = scanner.table { $0.section() }; return manifests != nil
            case "pictures" where pictures == nil: pictures = scanner.table { $0.string() }; return pictures != nil
            case "set-aside" where setAside == nil:
                setAside = scanner.table { $0.table { $0.string() } }
                return setAside != nil
            default: return false
            }
        }
        guard read, let format else { return nil }
        return BundleRecord.Plain(format: format, commands: commands, manifests: manifests, pictures: pictures, setAside: setAside)
    }

    mutating func section() -> BundleRecord.Plain.Section? {
        var assets: [String: RecordEntry.Plain]?, previews: [String: RecordSection.Preview]?
        var sheet: RecordSection.Sheet?
        let read = object { key, scanner in
            switch key {
            case "assets" where assets == nil: assets = scanner.table { $0.entry() }; return assets != nil
            case "previews" where previews == nil: previews = scanner.table { $0.preview() }; return previews != nil
            case "contact-sheet" where sheet == nil: sheet = scanner.sheet(); return sheet != nil
            default: return false
            }
        }
        guard read, let assets else { return nil }
        return BundleRecord.Plain.Section(assets: assets, previews: previews, sheet: sheet)
    }

    mutating func preview() -> RecordSection.Preview? {
        var asset: String?, hash: String?
        let read = object { key, scanner in
            switch key {
            case "asset" where asset == nil: asset = scanner.string(); return asset != nil
            case "hash" where hash == nil: hash = scanner.string(); return hash != nil
            default: return false
            }
        }
        guard read, let asset, let hash else { return nil }
        return RecordSection.Preview(asset: asset, hash: hash)
    }

    mutating func sheet() -> RecordSection.Sheet? {
        var pages: [String: RecordSection.Page]?, source: String?, options: String?, version: String?
        let read = object { key, scanner in
            switch key {
            case "pages" where pages == nil: pages = scanner.table { $0.page() }; return pages != nil
            case "source" where source == nil: source = scanner.string(); return source != nil
            case "options" where options == nil: options = scanner.string(); return options != nil
            case "version" where version == nil: version = scanner.string(); return version != nil
            default: return false
            }
        }
        guard read, let pages else { return nil }
        return RecordSection.Sheet(pages: pages, source: source, options: options, version: version)
    }

    mutating func page() -> RecordSection.Page? {
        var hash: String?, shows: [String]?
        let read = object { key, scanner in
            switch key {
            case "hash" where hash == nil: hash = scanner.string(); return hash != nil
            case "shows" where shows == nil: shows = scanner.strings(); return shows != nil
            default: return false
            }
        }
        guard read, let hash else { return nil }
        return RecordSection.Page(hash: hash, shows: shows)
    }

    /// An array of strings.
    mutating func strings() -> [String]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var strings: [String] = []
        if take(UInt8(ascii: "]")) { return strings }
        repeat {
            guard let string = string() else { return nil }
            strings.append(string)
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "]")) ? strings : nil
    }

    mutating func entry() -> RecordEntry.Plain? {
        var files: [String: String]?, settings: [String: String]?, source: String?, options: String?, version: String?
        let read = object { key, scanner in
            switch key {
            case "files" where files == nil:
                // Sized as the entry before's: an output's assets mostly have as many files each.
                files = scanner.table(reserving: scanner.filesBefore) { $0.string() }
                scanner.filesBefore = files?.count ?? 0
                return files != nil
            case "settings" where settings == nil: settings = scanner.table { $0.string() }; return settings != nil
            case "source" where source == nil: source = scanner.string(); return source != nil
            case "options" where options == nil: options = scanner.string(); return options != nil
            case "version" where version == nil: version = scanner.string(); return version != nil
            default: return false
            }
        }
        guard read, let files else { return nil }
        return RecordEntry.Plain(files: files, shared: nil, settings: settings, source: source, options: options, version: version)
    }

    /// An object whose every value `value` reads, no key twice; room made for `reserving`.
    mutating func table<Value>(reserving: Int = 0, _ value: (inout RecordScanner) -> Value?) -> [String: Value]? {
        var table: [String: Value] = [:]
        table.reserveCapacity(reserving)
        let read = object { key, scanner in
            guard let name = key.string, let found = value(&scanner) else { return false }
            return table.updateValue(found, forKey: name) == nil
        }
        return read ? table : nil
    }

    /// An object, `member` reading the value of each key (false: not the plain shape).
    mutating func object(_ member: (Key, inout RecordScanner) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        if take(UInt8(ascii: "}")) { return true }
        repeat {
            guard let key = key(), take(UInt8(ascii: ":")), member(key, &self) else { return false }
        } while take(UInt8(ascii: ","))
        return take(UInt8(ascii: "}"))
    }

    /// A member's key as it stands in the bytes: the fixed keys are matched on their bytes
    /// (`~=`), with no string made for each of the record's thousands of members; a table's key
    /// is made a string (`string`).
    struct Key {
        let bytes: UnsafeBufferPointer<UInt8>
        let ascii: Bool

        /// The key as a string; nil when it is no valid UTF-8.
        var string: String? { RecordScanner.text(bytes, ascii: ascii) }

        /// Whether the key is `pattern`, byte for byte. The fixed keys are ASCII, which no other
        /// spelling is canonically equivalent to, so this is what `String`'s `==` finds.
        static func ~= (pattern: StaticString, key: Key) -> Bool {
            pattern.utf8CodeUnitCount == key.bytes.count
                && memcmp(pattern.utf8Start, key.bytes.baseAddress!, key.bytes.count) == 0
        }
    }

    /// A string's bytes (`string`), not yet made a string.
    mutating func key() -> Key? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        // The record's bytes are nearly all in its strings: eight at a time while none of them
        // is a quote, a backslash or a control character (each test tells exactly whether the
        // word holds such a byte, not which), then byte by byte.
        let start = at
        var end = at, high: UInt8 = 0
        let ones: UInt64 = 0x0101_0101_0101_0101, tops: UInt64 = 0x8080_8080_8080_8080
        while end + 8 <= bytes.count {
            let word = UnsafeRawPointer(bytes.baseAddress! + end).loadUnaligned(as: UInt64.self)
            let quote = word ^ (ones &* UInt64(UInt8(ascii: "\""))), backslash = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
            let zeroInQuote = (quote &- ones) & ~quote, zeroInBackslash = (backslash &- ones) & ~backslash
            let belowSpace = (word &- ones &* 0x20) & ~word
            guard (zeroInQuote | zeroInBackslash | belowSpace) & tops == 0 else { break }
            if word & tops != 0 { high = 0x80 }
            end += 8
        }
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") {
                at = end + 1
                return Key(bytes: UnsafeBufferPointer(rebasing: bytes[start ..< end]), ascii: high < 0x80)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            high |= byte
            end += 1
        }
        return nil
    }

    /// A string without escapes or control characters, in valid UTF-8.
    mutating func string() -> String? {
        key()?.string
    }

    /// `bytes` as a string; nil when they are no valid UTF-8. ASCII (every path and hash
    /// iconforge writes) is valid as it stands and is copied straight in: the generic
    /// validation cost a no-op build of 1,000 icons a twentieth of its instructions.
    static func text(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool) -> String? {
        ascii ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
    }

    /// A small whole number spelled as JSON spells it (no sign, fraction or leading zero).
    mutating func integer() -> Int? {
        skipSpace()
        var value = 0, digits = 0
        while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9"), digits < 9 {
            if digits == 1 && value == 0 { return nil }
            value = value * 10 + Int(bytes[at] - UInt8(ascii: "0"))
            digits += 1
            at += 1
        }
        guard digits > 0, at < bytes.count else { return nil }
        let next = bytes[at]
        return next == UInt8(ascii: ",") || next == UInt8(ascii: "}") || Self.isSpace(next) ? value : nil
    }

    /// Skips white space, then takes `byte` when it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard at < bytes.count, bytes[at] == byte else { return false }
        at += 1
        return true
    }

    mutating func skipSpace() {
        while at < bytes.count, Self.isSpace(bytes[at]) { at += 1 }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
