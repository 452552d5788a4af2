extension StringProtocol {
    /// Whether `part` occurs in the text, compared byte for byte in UTF-8. Foundation's
    /// `contains` goes through CFStringFind, and the standard library's `firstRange(of:)`
    /// through a generic searcher whose metadata is looked up on every call: either showed in a
    /// batch's profile on the paths checked for every file written. Paths need no locale or
    /// Unicode equivalence, and the parts searched for are a few bytes long.
    func plainlyContains(_ part: String) -> Bool {
        var part = part
        return part.withUTF8 { wanted in
            utf8.withContiguousStorageIfAvailable { Self.occurs(wanted, in: $0) }
                ?? Array(utf8).withUnsafeBufferPointer { Self.occurs(wanted, in: $0) }
        }
    }

    private static func occurs(_ wanted: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !wanted.isEmpty else { return true }
        guard text.count >= wanted.count else { return false }
        for start in 0 ... text.count - wanted.count where text[start] == wanted[0] {
            var matched = 1
            while matched < wanted.count && text[start + matched] == wanted[matched] { matched += 1 }
            if matched == wanted.count { return true }
        }
        return false
    }
}
