/// The Swift symbols Xcode 15 and later generates for a catalog's colours and images
/// (`GeneratedAssetSymbols.swift`: `ColorResource.primary`, `ImageResource.house`), as far as
/// Apple documents them and public generated files show them. Every rule here comes with the
/// asset names it was read from, each `"name" -> symbol` pair copied from a committed
/// `GeneratedAssetSymbols.swift` (DerivedSources) found by searching public code for that
/// file name, and from the error Xcode gives in SwiftGen issue #1078.
///
/// 1. Words are the runs of letters and digits; everything else separates them
///    (`"ic_round-home"` -> `icRoundHome`, `"features 1 1"` -> `features11`,
///    `"primary-30%"` -> `primary30`, `"upgrade icon 1"` -> `upgradeIcon1`).
/// 2. A last word `Color` or `Image` is dropped, as a separate word or a capitalised end
///    (`"PrimaryColor"` -> `primary`, `"infoColor"` -> `info`, `"Initial-Image"` -> `initial`,
///    `"adult_products_image"` -> `adultProducts`; #1078: the image `"Folder/giftColor"`
///    "resolves to the symbol "gift"", the image `gift` beside it), unless it is the whole
///    name (`"Color"` -> `color`, `"Image"` -> `image`) or lowercase inside a word
///    (`"welcomeVCimage"` -> `welcomeVCimage`, `"primaryColour"` -> `primaryColour`).
/// 3. lowerCamel: the first word's first letter lowered, or the whole word when it is all
///    capitals and more words follow (`"QR Icons"` -> `qrIcons`, `"QR-Code Icon Black"` ->
///    `qrCodeIconBlack`, `"QRpedia_QR-Code Blue"` -> `qRpediaQRCodeBlue`,
///    `"PonyExpress Icons"` -> `ponyExpressIcons`); later words get a capital first letter and
///    keep the rest (`"icShareQR"` -> `icShareQR`, `"ic_addApp_green"` -> `icAddAppGreen`).
///    A name that is one word of capitals and digits keeps its case (`"AC"` -> `AC`,
///    `"FFFFFF"` -> `FFFFFF`).
/// 4. A letter after a digit starts a capitalised word (`"1up"` -> `_1Up`, `"2x2"` -> `_2X2`,
///    `"09d"` -> `_09D`, `"2ed"` -> `_2Ed`, but `"c50000"` -> `c50000`); capitals written
///    next to digits are set off by `_` (`"10C"` -> `_10_C` where `"10c"` -> `_10C`,
///    `"292C38"` -> `_292_C_38`, `"4AB3FF"` -> `_4_AB_3_FF`, `"A2D8FF"` -> `A_2_D_8_FF`,
///    `"DCAC00"` -> `DCAC_00`).
/// 5. A leading digit gets `_` (`"1_back_arm"` -> `_1BackArm`, `"1024"` -> `_1024`).
/// 6. `provides-namespace` folders become nested types named by their folder
///    (`"Colors/Text/Primary"` -> `ColorResource.Colors.Text.primary`), so names clash only
///    within one folder level.
public enum XcodeAssetSymbols {
    /// The symbol of an asset named `name` (the set's name, without its folders), or nil when
    /// the name has no letters or digits.
    public static func symbol(_ name: String) -> String? {
        var words = self.words(name)
        guard !words.isEmpty else { return nil }
        dropKindSuffix(&words)
        if words.count == 1, !words[0].unicodeScalars.contains(where: isLower) {
            return prefixed(runs(of: words[0]).map(\.text).joined(separator: "_"))  // rule 3: `AC`, rule 4: `A_2_D_8_FF`
        }
        var out = ""
        for (index, word) in words.enumerated() {
            var first = word
            if index == 0 {
                first = word.unicodeScalars.contains(where: isLower) ? lowerFirst(word) : word.lowercased()
            } else {
                first = upperFirst(word)
            }
            out += camelRuns(first, original: word)
        }
        return prefixed(out)
    }

    /// The nested type of a `provides-namespace` folder: its words, each capitalised.
    public static func typeName(_ folder: String) -> String? {
        let words = self.words(folder)
        guard !words.isEmpty else { return nil }
        return prefixed(words.map { camelRuns(upperFirst($0), original: $0) }.joined())
    }

    /// Rule 1: the runs of letters and digits.
    private static func words(_ name: String) -> [String] {
        name.unicodeScalars.split { !($0.properties.isAlphabetic || isDigit($0)) }
            .map { String(String.UnicodeScalarView($0)) }
    }

    /// Rule 2.
    private static func dropKindSuffix(_ words: inout [String]) {
        guard let last = words.last else { return }
        if words.count > 1, ["color", "image"].contains(last.lowercased()) {
            words.removeLast()
            return
        }
        for suffix in ["Color", "Image"] where last.hasSuffix(suffix) && last.count > suffix.count {
            words[words.count - 1] = String(last.dropLast(suffix.count))
        }
    }

    /// Rule 4 on one word (`cased` as it will be written, `original` as the asset names it):
    /// letters after digits capitalised, and `_` between digits and capitals written as such.
    private static func camelRuns(_ cased: String, original: String) -> String {
        let runs = self.runs(of: cased), originals = self.runs(of: original)
        var out = ""
        for (index, run) in runs.enumerated() {
            if index > 0 {
                let previous = originals[index - 1], current = originals[index]
                let capitals = { (run: Run) in !run.isDigits && !run.text.unicodeScalars.contains(where: isLower) }
                if (previous.isDigits && capitals(current)) || (capitals(previous) && current.isDigits) { out += "_" }
            }
            out += index > 0 && runs[index - 1].isDigits ? upperFirst(run.text) : run.text
        }
        return out
    }

    private struct Run {
        let text: String
        let isDigits: Bool
    }

    /// A word as alternating runs of digits and letters (`292C38` -> `292`, `C`, `38`).
    private static func runs(of word: String) -> [Run] {
        var runs: [Run] = []
        for scalar in word.unicodeScalars {
            let digit = isDigit(scalar)
            if let last = runs.last, last.isDigits == digit {
                runs[runs.count - 1] = Run(text: last.text + String(scalar), isDigits: digit)
            } else {
                runs.append(Run(text: String(scalar), isDigits: digit))
            }
        }
        return runs
    }

    /// Rule 5.
    private static func prefixed(_ symbol: String) -> String {
        guard let first = symbol.unicodeScalars.first, isDigit(first) else { return symbol }
        return "_" + symbol
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.numericType == .decimal }
    private static func isLower(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isLowercase }

    private static func lowerFirst(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        return String(first).lowercased() + String(word.unicodeScalars.dropFirst())
    }

    private static func upperFirst(_ word: String) -> String {
        guard let first = word.unicodeScalars.first else { return word }
        return String(first).uppercased() + String(word.unicodeScalars.dropFirst())
    }
}
