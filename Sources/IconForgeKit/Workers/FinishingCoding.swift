import Foundation
import Synchronization

/// The JSON of a request's `RenderFinishing`, remembered for the last value each way: a batch
/// sends every icon the same finishing (only a preview's title differs), and coding it anew
/// per request was a measurable share of the supervisor's and the workers' time.
enum FinishingCoding {
    private static let lastEncoded = Mutex<(RenderFinishing, Data)?>(nil)
    private static let lastDecoded = Mutex<([UInt8], RenderFinishing)?>(nil)

    static func encode(_ finishing: RenderFinishing) -> Data {
        if let (value, data) = lastEncoded.withLock({ $0 }), value == finishing { return data }
        let data = (try? JSONEncoder().encode(finishing)) ?? Data()
        lastEncoded.withLock { $0 = (finishing, data) }
        return data
    }

    static func decode(_ bytes: [UInt8]) throws -> RenderFinishing {
        if let (known, value) = lastDecoded.withLock({ $0 }), known == bytes { return value }
        let value = try JSONDecoder().decode(RenderFinishing.self, from: Data(bytes))
        lastDecoded.withLock { $0 = (bytes, value) }
        return value
    }
}
