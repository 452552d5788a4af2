/// Reads SVG's number lists (path data, points, viewBox, transform arguments) by SVG's own
/// grammar: separators are whitespace and one optional comma, and numbers may run together
/// where the grammar allows it (`1.5.5` is 1.5 then .5, `-1-2` is -1 then -2, `1e-3`).
struct NumberScanner {
    private let bytes: [UInt8]
    private(set) var offset = 0

    init(_ text: Substring) { bytes = Array(text.utf8) }
    init(_ text: String) { self.init(Substring(text)) }

    var isAtEnd: Bool { offset >= bytes.count }

    /// The next byte after whitespace and one comma, without taking it.
    mutating func peek() -> UInt8? {
        skipSeparators()
        return isAtEnd ? nil : bytes[offset]
    }

    mutating func take() -> UInt8? {
        guard let byte = peek() else { return nil }
        offset += 1
        return byte
    }

    /// Whether a number starts next.
    mutating func atNumber() -> Bool {
        guard let byte = peek() else { return false }
        return Self.digits.contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".")
    }

    /// The next number, or nil when none starts here.
    mutating func number() -> Double? {
        skipSeparators()
        let start = offset
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "+") { offset += 1 }
        let integerDigits = skipDigits()
        var fractionDigits = 0
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            fractionDigits = skipDigits()
        }
        guard integerDigits + fractionDigits > 0 else {
            offset = start
            return nil
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            let mark = offset
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "+") { offset += 1 }
            if skipDigits() == 0 { offset = mark }
        }
        guard let value = Double(String(decoding: bytes[start ..< offset], as: UTF8.self)), value.isFinite else {
            offset = start
            return nil
        }
        return value
    }

    /// An arc flag: a lone `0` or `1`, which may touch the next number (`a1 1 0 011 1`).
    mutating func flag() -> Bool? {
        guard let byte = peek(), byte == UInt8(ascii: "0") || byte == UInt8(ascii: "1") else { return nil }
        offset += 1
        return byte == UInt8(ascii: "1")
    }

    /// Every number in the text, or nil when anything else is there.
    mutating func allNumbers() -> [Double]? {
        var values: [Double] = []
        while !isAtEnd {
            if peek() == nil { break }
            guard let value = number() else { return nil }
            values.append(value)
        }
        return values
    }

    private static let digits = UInt8(ascii: "0") ... UInt8(ascii: "9")

    private mutating func skipDigits() -> Int {
        let start = offset
        while offset < bytes.count, Self.digits.contains(bytes[offset]) { offset += 1 }
        return offset - start
    }

    private mutating func skipSeparators() {
        var comma = false
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C: offset += 1
            case UInt8(ascii: ",") where !comma:
                comma = true
                offset += 1
            default: return
            }
        }
    }
}
