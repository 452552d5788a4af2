import Foundation

extension TemplateLibrary {
    /// True when `data` is UTF-8 text holding a Mustache tag: `{{`, then one of `#^/&{>!` or
    /// none, a name (`[A-Za-z_.][A-Za-z0-9_.-]*`) between optional white space, and `}}` (or `}}}`).
    /// A scan of the bytes: a regular expression here cost 2-3 ms of ICU set-up on every
    /// `iconforge icon` run.
    static func containsMustacheTag(_ data: Data) -> Bool {
        guard String(data: data, encoding: .utf8) != nil else { return false }
        return data.withUnsafeBytes { raw -> Bool in
            let bytes = raw.bindMemory(to: UInt8.self)
            func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
            // The length of the white space (ICU's \s: Unicode White_Space) starting at `index`, 0 if none.
            func space(_ index: Int) -> Int {
                let b = byte(index)
                if b == 0x20 || (0x09 ... 0x0D).contains(b) { return 1 }
                if b == 0xC2 { return byte(index + 1) == 0x85 || byte(index + 1) == 0xA0 ? 2 : 0 }
                let (b1, b2) = (byte(index + 1), byte(index + 2))
                switch (b, b1) {
                case (0xE1, 0x9A): return b2 == 0x80 ? 3 : 0
                case (0xE2, 0x80): return (0x80 ... 0x8A).contains(b2) || [0xA8, 0xA9, 0xAF].contains(b2) ? 3 : 0
                case (0xE2, 0x81): return b2 == 0x9F ? 3 : 0
                case (0xE3, 0x80): return b2 == 0x80 ? 3 : 0
                default: return 0
                }
            }
            func pastSpace(_ index: Int) -> Int {
                var index = index
                while case let length = space(index), length > 0 { index += length }
                return index
            }
            func startsName(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || b == UInt8(ascii: ".") || (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
            func continuesName(_ b: UInt8) -> Bool { startsName(b) || b == UInt8(ascii: "-") || (0x30 ... 0x39).contains(b) }
            let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
            var start = 0
            while start + 1 < bytes.count {
                defer { start += 1 }
                guard bytes[start] == open, bytes[start + 1] == open else { continue }
                var at = start + 2
                if Array("#^/&{>!".utf8).contains(byte(at)) { at += 1 }
                at = pastSpace(at)
                guard startsName(byte(at)) else { continue }
                at += 1
                while continuesName(byte(at)) { at += 1 }
                at = pastSpace(at)
                if byte(at) == close, byte(at + 1) == close { return true }
            }
            return false
        }
    }
}
