import Foundation
import Synchronization

/// An `IconSource`'s bytes: given (read already, a template, standard input), or left in their
/// file and known by the SHA-256 a build's stamp cache kept for the file's unchanged stat, read on
/// first use. A build with nothing to render then reads no source, and one that renders a few
/// reads only theirs. Shared by every copy of the source, so a file is read once.
final class SourceBytes: Sendable {
    private enum Bytes: Sendable {
        case read(Data)
        /// Not read yet: the file, and the most it may hold (`--max-input-size`).
        case unread(path: String, maximumBytes: Int)
        case failed(InputError)
    }

    private struct State: Sendable {
        var bytes: Bytes
        /// SHA-256 of the bytes: known from the start for an unread file, else taken when first asked.
        var sha256: String?
    }

    private let state: Mutex<State>

    init(_ data: Data) {
        state = Mutex(State(bytes: .read(data), sha256: nil))
    }

    /// The file at `path`, not read until needed, whose bytes hash to `sha256`.
    init(unreadAt path: String, sha256: String, maximumBytes: Int) {
        state = Mutex(State(bytes: .unread(path: path, maximumBytes: maximumBytes), sha256: sha256))
    }

    /// Whether the bytes are at hand (read, or given); false for a file not read yet.
    var isRead: Bool {
        state.withLock { if case .unread = $0.bytes { return false } else { return true } }
    }

    /// Whether reading the file failed (`read`): its kept hash is then not to be trusted again.
    var failed: Bool {
        state.withLock { if case .failed = $0.bytes { return true } else { return false } }
    }

    /// SHA-256 of the bytes, without reading a file known by its stamp.
    var sha256: String {
        state.withLock { state in
            if let hash = state.sha256 { return hash }
            guard case .read(let data) = state.bytes else { return "" }
            let hash = SHA256.hex(data)
            state.sha256 = hash
            return hash
        }
    }

    /// The bytes, reading the file the first time (within `InputFile.timeout`): as `IconSource.load`
    /// reads it, decompressed, and failing with `changedWhileBuilding` when they are not the bytes
    /// the hash was kept for (the file changed after its stamp was taken). Read once: the result,
    /// bytes or failure, is kept.
    func read() -> Result<Data, InputError> {
        state.withLock { state in
            switch state.bytes {
            case .read(let data): return .success(data)
            case .failed(let error): return .failure(error)
            case .unread(let path, let maximumBytes):
                let expected = state.sha256
                let result = IconSource.readBytes(path, maximumBytes: maximumBytes, timed: true).flatMap { data in
                    SHA256.hex(data) == expected ? .success(data) : Result<Data, InputError>.failure(.changedWhileBuilding)
                }
                switch result {
                case .success(let data): state.bytes = .read(data)
                case .failure(let error): state.bytes = .failed(error)
                }
                return result
            }
        }
    }
}
