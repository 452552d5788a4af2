import Foundation
import Synchronization

/// How much work PNG encoding spends on bytes. Icons are tiny and Xcode and aapt recompress
/// them anyway, so the default stops where more zlib trials stop paying (see the encoding table
/// in docs/performance.md, PNG size); `maximal` tries every strategy and filter for the last few bytes.
public enum PNGEffort: String, Sendable, CaseIterable {
    /// One measured-best trial per colour type.
    case standard
    /// Every trial in `PNGCompression.trials` for every image (`--optimize`).
    case maximal

    /// The effort of every encode in this process. Commands set it once, before encoding starts.
    public static var current: PNGEffort {
        get { setting.value }
        set { setting.value = newValue }
    }

    private static let setting = EffortSetting()
}

/// The process-wide effort behind a lock (encodes run on several threads).
private final class EffortSetting: Sendable {
    private let stored = Mutex(PNGEffort.standard)

    var value: PNGEffort {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
