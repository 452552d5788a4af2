/// Text the review page words itself. Names, paths and notes from the manifest or the
/// repository are escaped where they meet the HTML (`MarkupText`).
enum ReviewPageText {
    /// A count with its noun: `1 pixel`, `3 pixels`.
    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }
}
