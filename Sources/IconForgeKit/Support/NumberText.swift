/// Numbers as the messages, notes and previews print them.
enum NumberText {
    /// Up to three decimals, trailing zeros dropped: `11`, `1.5`, `10.667`. Values no `Int`
    /// holds (from a file's text chunk) print as Swift prints them rather than trap.
    static func decimal(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        guard rounded.magnitude < 1e15 else { return "\(value)" }
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        // Digits by integer arithmetic: `String(format:)` cost a worker more than the note it
        // formats (every icon on a soft grid gets one).
        let thousandths = Int((rounded * 1000).rounded())
        var fraction = String(thousandths.magnitude % 1000)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (thousandths < 0 ? "-" : "") + String(thousandths.magnitude / 1000) + "." + fraction
    }

    /// A share as a percentage: whole percents from 10% up, one decimal below (`4.5%`).
    static func percent(_ share: Double) -> String {
        let value = share * 100
        return value >= 10 || value == 0 ? "\(Int(value.rounded()))%" : "\((value * 10).rounded() / 10)%"
    }
}
