import Foundation

extension Error {
    /// The error's description for a one-line message. Foundation opens many descriptions
    /// with a sentence that says nothing ("The operation could not be completed."); it is dropped.
    var plainReason: String {
        let filler = "The operation could not be completed. "
        let description = (self as NSError).localizedDescription
        return description.hasPrefix(filler) ? String(description.dropFirst(filler.count)) : description
    }
}
