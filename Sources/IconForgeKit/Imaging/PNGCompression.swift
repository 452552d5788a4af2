import CPNGCodec

/// One set of libpng/zlib settings to try when encoding. Encoding a small icon takes well
/// under a millisecond, so trying several and keeping the smallest costs little and
/// matches what `optipng` does afterwards, without leaving libpng.
struct PNGCompression: Equatable, Sendable {
    /// zlib strategies (zlib.h numbering).
    enum Strategy: Int32, Sendable {
        case standard = 0, filtered = 1, huffmanOnly = 2, runLength = 3
    }

    /// PNG row filters as libpng's PNG_FILTER_* mask bits.
    enum Filters: Int32, Sendable {
        case none = 0x08, sub = 0x10, up = 0x20, average = 0x40, paeth = 0x80
        /// libpng picks a filter per row (minimum sum of absolute differences).
        case adaptive = 0xF8
    }

    var level: Int32 = 9
    var memoryLevel: Int32 = 9
    var strategy: Strategy
    var filters: Filters
    /// 1-12: libdeflate compresses the unfiltered rows at this level instead of zlib (the
    /// fields above then do not apply); 0: libpng's zlib with the fields above.
    var deflateLevel: Int32 = 0
    /// 1-9: zlib at this level on unfiltered rows, the two halves compressed at once on two
    /// threads into one stream (the fields above then do not apply); 0: unused.
    var splitLevel: Int32 = 0

    var cValue: ifpng_compression {
        ifpng_compression(compression_level: level, mem_level: memoryLevel, strategy: strategy.rawValue,
                          filters: filters.rawValue, deflate_level: deflateLevel, split_level: splitLevel)
    }

    /// libdeflate at `level`, rows unfiltered.
    static func libdeflate(_ level: Int32) -> PNGCompression {
        PNGCompression(strategy: .standard, filters: .none, deflateLevel: level)
    }

    /// The trials for an image, in a fixed order (ties keep the first). Measured on 900 corpus
    /// icons (lucide, 1x-3x): grey+alpha with a constant grey is smallest unfiltered, 16% below
    /// libpng's adaptive default, and adaptive filtering never won. Encoding was most of a
    /// batch's CPU, so grey+alpha icons get one trial: libdeflate at level 8 (docs/performance.md, PNG size:
    /// 1.095x zopflipng against zlib 9's 1.082x, in 0.45x the time), 7 for 1x icons. Palette images get both
    /// unfiltered zlib strategies, colour images also adaptive and Paeth.
    /// Pictures only people look at (previews: colour images of more than `pictureMinimumPixels`,
    /// or anything over `largeImageBytes`; contact sheets ask for `sheet` whatever their size)
    /// get one quick trial: on a
    /// 340x617 preview, six level-9 trials took 165 ms of CPU for 14 KB; level 3 unfiltered
    /// takes 1.7 ms for 19 KB. `effort` `.maximal` (`--optimize`) tries all six for the rest.
    static func trials(colorType: PNGColorType, bytes: Int, effort: PNGEffort = .current) -> [PNGCompression] {
        if bytes > largeImageBytes || (colorType != .greyAlpha && bytes / colorType.channels > pictureMinimumPixels) {
            return [picture]
        }
        let candidates = [
            PNGCompression(strategy: .filtered, filters: .none),
            PNGCompression(strategy: .standard, filters: .none),
            PNGCompression(strategy: .standard, filters: .adaptive),
            PNGCompression(strategy: .filtered, filters: .adaptive),
            PNGCompression(strategy: .standard, filters: .paeth),
            PNGCompression(strategy: .filtered, filters: .paeth),
        ]
        // libdeflate's slowest level comes within 2% of zopflipng on the icons; it joins the
        // zlib trials rather than replacing them, as filtered rows still win for some pictures.
        if effort == .maximal { return [libdeflate(12)] + candidates }
        switch colorType {
        case .greyAlpha: return [libdeflate(bytes <= smallIconBytes ? 7 : 8)]
        case .palette: return Array(candidates.prefix(2))
        default: return candidates
        }
    }

    /// Grey+alpha images up to 32 x 32 px (the 1x icons) get libdeflate level 7: on the 50
    /// icons of the PNG size table in docs/performance.md it halves their encode (0.077 -> 0.039 ms) for
    /// 1.3% more of their bytes, and the icons' total stays within 1.10x zopflipng; level 7 on
    /// the 2x or 3x images would not (3-6% more bytes each).
    static let smallIconBytes = 32 * 32 * 2
    static let largeImageBytes = 1 << 20
    /// Colour images above this many pixels (362 x 362) are pictures; buttons and icons stay below.
    static let pictureMinimumPixels = 1 << 17
    /// The one trial of a picture: zlib level 3, unfiltered, in two halves at once (a one-icon
    /// run waits for its preview's compression: 1.7 ms for 340 x 617 px in one stream). The
    /// halves cost a few hundred bytes of the 17 KB.
    static let picture = PNGCompression(level: 3, strategy: .standard, filters: .none, splitLevel: 3)
    /// Contact sheets: libdeflate's quickest level, unfiltered, in one stream. A batch draws a
    /// sheet page (532 x about 3,750 px of grey) every 256 icons while both cores render, so what
    /// counts is CPU: 9 ms a page against zlib level 3's 14 (in `picture`'s two halves, 15 ms
    /// of CPU), for 0.7% more bytes (249 KB against 248 KB on a corpus page).
    static let sheet = libdeflate(1)
}
