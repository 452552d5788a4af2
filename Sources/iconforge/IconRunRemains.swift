import Foundation
import IconForgeKit

/// What an `icon` run built and will not use again: its session, sources and outcomes, tens of
/// thousands of objects for a big batch. Freeing them object by object took ~10 ms at the end of
/// a 2,000-icon run, on one core, just before the exit that hands their memory back whole, so the
/// command lets go of them without releasing them (`leave`), once it is done with them.
struct IconRunRemains {
    let session: BundleSession<WriterRecord>
    let sources: [IconSource]
    let paired: [(icon: IconSource, selected: IconSource?)]
    let batch: CommandOutcome

    /// Keeps these values until the process exits: one more reference to them, never given up.
    func leave() {
        _ = Unmanaged.passRetained(Holder(self))
    }

    private final class Holder {
        let remains: IconRunRemains
        init(_ remains: IconRunRemains) { self.remains = remains }
    }
}
