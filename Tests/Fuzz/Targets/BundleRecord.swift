// The record reader (.iconforge-record.json, committed to users' repositories and so arriving in
// pull requests) and the readers of the four files earlier versions kept. Any bytes are a record
// or one BundleError, never a trap; beyond that:
// - the fast reader (BundleRecord.Plain.scanned) and JSONDecoder agree: what the fast reader
//   accepts, JSONDecoder reads as the same value;
// - what reads is written again (BundleRecord.text) and reads back as the same record;
// - a record one byte over the 64 MiB limit is refused as too large, unopened (one input in 64).
import Foundation
@testable import IconForgeKit

let folder = URL(fileURLWithPath: FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory())
    .appendingPathComponent("iconforge-fuzz-record-\(getpid())")
let recordURL = folder.appendingPathComponent(BundleRecord.fileName)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

    // The two readers agree.
    if let fast = BundleRecord.Plain.scanned(data) {
        guard let decoded = try? JSONDecoder().decode(BundleRecord.Plain.self, from: data) else {
            fatalError("the fast reader read a record JSONDecoder refuses")
        }
        guard Seen(fast) == Seen(decoded) else { fatalError("the fast reader and JSONDecoder read different records") }
    }

    // The record itself, and written back.
    do {
        roundTrip(try BundleRecord.parse(data, from: recordURL))
    } catch let error as BundleError {
        expectRefusal(error)
    } catch {
        fatalError("not a BundleError: \(error)")
    }

    // The same bytes as each of the earlier versions' files.
    for name in BundleRecord.Legacy.all {
        let url = folder.appendingPathComponent(name)
        guard (try? data.write(to: url)) != nil else { continue }
        defer { unlink(url.path) }
        var record = BundleRecord()
        do {
            try record.adoptLegacy(in: folder)
            roundTrip(record)
        } catch let error as BundleError {
            expectRefusal(error)
        } catch {
            fatalError("not a BundleError from \(name): \(error)")
        }
    }

    if count % 64 == 63 { checkLimit(data) }
    return 0
}

/// `record` written as iconforge writes it reads back as itself.
func roundTrip(_ record: BundleRecord) {
    let text = Data(record.text.utf8)
    do {
        let again = try BundleRecord.parse(text, from: recordURL)
        guard again == record else { fatalError("a record did not read back as written:\n\(record.text)") }
    } catch {
        fatalError("a record as written did not read back (\(error)):\n\(record.text)")
    }
}

/// An unreadable record is refused as one, or as a later version's.
func expectRefusal(_ error: BundleError) {
    switch error {
    case .unreadableRecord, .io: break
    default: fatalError("not a record's refusal: \(error)")
    }
}

/// The bytes, made one byte longer than the limit (a sparse file, so nothing is written), are
/// refused as too large, as the record and as the earlier versions' two trusted records.
func checkLimit(_ data: Data) {
    for name in [BundleRecord.fileName, BundleRecord.Legacy.commands, BundleRecord.Legacy.build] {
        let url = folder.appendingPathComponent(name)
        guard (try? data.write(to: url)) != nil, truncate(url.path, off_t(RecordFile.limit + 1)) == 0 else { continue }
        defer { unlink(url.path) }
        let tooLarge = BundleError.unreadableRecord(path: url.path, problem: .tooLarge(bytes: RecordFile.limit + 1, limit: RecordFile.limit))
        do {
            _ = try BundleRecord.read(from: folder)
            fatalError("a record over the limit was read")
        } catch let error as BundleError {
            guard error == tooLarge else { fatalError("a record over the limit refused as \(error)") }
        } catch {
            fatalError("not a BundleError: \(error)")
        }
    }
}

/// What a `BundleRecord.Plain` says, every field of it, to compare.
struct Seen: Equatable {
    struct Section: Equatable {
        let assets: [String: RecordEntry]
        let previews: [String: RecordSection.Preview]?
        let sheet: RecordSection.Sheet?

        init(_ plain: RecordSection.Plain) {
            (assets, previews, sheet) = (plain.assets.mapValues(\.entry), plain.previews, plain.sheet)
        }
    }

    let format: Int
    let commands: Section?
    let manifests: [String: Section]?
    let pictures: [String: String]?
    let setAside: [String: [String: String]]?

    init(_ plain: BundleRecord.Plain) {
        format = plain.format
        commands = plain.commands.map(Section.init)
        manifests = plain.manifests.map { $0.mapValues(Section.init) }
        pictures = plain.pictures
        setAside = plain.setAside
    }
}
