/// The steps of the command line itself in the phase trace (`PhaseTrace`, ICONFORGE_TRACE),
/// beside those the library marks: how `Benchmarks/critical-path.sh` times one icon's run from
/// `main` to its exit. The only way in to the trace from outside the library.
public enum CommandStep: Sendable {
    /// `main` is entered.
    case main
    /// The standby worker is forked (or was not needed).
    case standbyForked
    /// The arguments are parsed.
    case parsed
    /// The command has run.
    case commandDone
    /// `icon`: its bundle is open.
    case bundleOpened
    /// `icon`: its inputs are read.
    case inputsRead
    /// `icon`: its files are written.
    case filesWritten

    /// Notes in the trace, when there is one, that this process reached the step.
    public func reached() {
        switch self {
        case .main: PhaseTrace.mark("main")
        case .standbyForked: PhaseTrace.mark("standby-forked")
        case .parsed: PhaseTrace.mark("parsed")
        case .commandDone: PhaseTrace.mark("command-done")
        case .bundleOpened: PhaseTrace.mark("bundle-opened")
        case .inputsRead: PhaseTrace.mark("inputs-read")
        case .filesWritten: PhaseTrace.mark("files-written")
        }
    }
}
