extension StringProtocol {
    /// Whether `part` occurs in the text, compared byte for byte in UTF-8. Foundation's
    /// `contains` goes through CFStringFind, whose set-up showed in a batch's profile on the
    /// paths checked for every file written; paths need no locale or Unicode equivalence.
    func plainlyContains(_ part: String) -> Bool {
        utf8.firstRange(of: part.utf8) != nil
    }
}
