/// The check's finding about a pairing the inputs left undone: the pairing is the inputs'
/// (names only), the warning the icons'.
extension SelectedPairing {
    /// What `icon` and `lint` say of an unpaired drawing, given the sources' names in messages.
    public static func warning(_ unpaired: Unpaired, suffix: String, shown: (Int) -> String) -> IconWarning {
        IconWarning(kind: .notPaired, detail: "\(shown(unpaired.icon)), whose selected drawing its name makes it (\(suffix)), is "
                    + "itself \(shown(unpaired.holder))'s selected drawing, so it is an icon of its own")
    }
}
