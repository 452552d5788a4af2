/// Names that read as pointing along the reading direction: an icon so named usually must
/// be mirrored in right-to-left languages (`--mirror`), and `lint` says so.
public enum DirectionalNames {
    /// Words that name a direction in icon sets (`arrow-left`, `chevron.forward`, `reply-all`).
    static let words: Set<String> = ["arrow", "arrows", "chevron", "chevrons", "reply", "send", "forward", "back", "undo", "redo"]

    /// The directional word in `name`, compared word by word (`backpack` is not `back`), or nil.
    public static func word(in name: String) -> String? {
        var word = ""
        for character in name.lowercased() + " " {
            if character.isLetter {
                word.append(character)
                continue
            }
            if words.contains(word) { return word }
            word = ""
        }
        return nil
    }

    /// The suggestion for an icon named `name` that does not mirror, or nil.
    public static func suggestion(for name: String) -> IconWarning? {
        word(in: name).map {
            IconWarning(kind: .directional,
                        detail: "the name reads as directional (\($0)); if the icon points along the reading direction, "
                            + "--mirror (manifest: mirror: true) mirrors it in right-to-left languages")
        }
    }
}
