import Foundation

/// Faults the end-to-end tests inject into render workers, to prove that a crash in one part
/// of a request costs only what it must. Set `ICONFORGE_FAULT` to a `Fault`'s raw value; with
/// it unset (always, outside the tests) nothing happens.
enum FaultInjection {
    enum Fault: String {
        /// The VectorDrawable converter crashes (SIGSEGV) on every SVG.
        case vectorConverter = "vector-converter"
        /// The worker crashes (SIGSEGV) on every render request.
        case render
    }

    private static let asked = ProcessInfo.processInfo.environment["ICONFORGE_FAULT"].flatMap(Fault.init(rawValue:))

    static func crashIfAsked(_ fault: Fault) {
        guard asked == fault else { return }
        // The Swift runtime's crash handler returns from a raised signal; the default one does not.
        signal(SIGSEGV, SIG_DFL)
        raise(SIGSEGV)
    }
}
