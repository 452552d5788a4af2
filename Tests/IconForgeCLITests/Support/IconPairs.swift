import Foundation

/// Icon pairs drawn for the tests, as icon sets ship them: an outlined drawing and its filled
/// counterpart on one 24-unit grid.
enum IconPairs {
    static let housePath = "M3 11 L12 3 L21 11 V21 H14 V15 H10 V21 H3 Z"
    static let house = svg(##"<path d="\##(housePath)" fill="none" stroke="#000" stroke-width="2" stroke-linejoin="round"/>"##)
    static let houseFill = svg(##"<path d="\##(housePath)" fill="#000" stroke="#000" stroke-width="2" stroke-linejoin="round"/>"##)
    static let starPath = "M12 2 L15 9 L22 9.5 L16.5 14 L18 21 L12 17.5 L6 21 L7.5 14 L2 9.5 L9 9 Z"
    static let star = svg(##"<path d="\##(starPath)" fill="none" stroke="#000" stroke-width="2" stroke-linejoin="round"/>"##)
    static let starFill = svg(##"<path d="\##(starPath)" fill="#000"/>"##)
    /// A filled house drawn a third smaller, in the top left: a selected drawing that jumps.
    static let shrunkFill = svg(##"<path d="\##(housePath)" fill="#000" transform="scale(0.66)"/>"##)

    static func svg(_ body: String, viewBox: String = "0 0 24 24") -> String {
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="\#(viewBox)">\#(body)</svg>"#
    }

    /// Writes `house.svg`, `house-fill.svg`, `star.svg` and `star-fill.svg` into `folder`.
    static func writeAll(in folder: URL) throws {
        for (name, text) in [("house", house), ("house-fill", houseFill), ("star", star), ("star-fill", starFill)] {
            try Data(text.utf8).write(to: folder.appendingPathComponent("\(name).svg"))
        }
    }
}
