/// What the page's script draws one asset's card from: the page carries every card as data
/// (a thousand cards of HTML took Chromium seconds to parse) and builds the cards on screen,
/// with names set as text. Links point into `pictures/`.
struct ReviewPageEntry: Encodable, Sendable {
    /// A picture written, and how the page shows it.
    struct Picture: Encodable, Sendable {
        var src: String
        var width: Int
        var height: Int
        var alt: String
        /// `art` (enlarged with square pixels), `diff`, `bars`, `button`.
        var kind: String
    }

    /// One file: its label and figures, and its pictures or what stands in for them.
    struct Row: Encodable, Sendable {
        var output: Int?
        var status: String
        /// `@2x`, `xhdpi`; empty for a file with no scale.
        var scale: String
        var path: String
        var fullPath: String
        var figures: String?
        var note: String?
        /// A file compared by content: what the row says instead of pictures.
        var content: String?
        var before: Picture?
        var after: Picture?
        var difference: Picture?
        /// What an empty cell says (`none`, `unreadable`, `same pixels`), before, after, difference.
        var missing: [String]
    }

    /// The bars or the stretched button, before and after.
    struct Scene: Encodable, Sendable {
        var output: Int?
        var title: String
        var before: Picture?
        var after: Picture?
    }

    var id: String
    var status: String
    var kind: String
    var name: String
    var outputs: [Int]
    var outputPaths: [String]
    var figures: String
    var renamed: String?
    var rows: [Row]
    var scenes: [Scene]
}
