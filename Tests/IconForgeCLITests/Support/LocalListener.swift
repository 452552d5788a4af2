import Foundation

/// A TCP listener on 127.0.0.1 (ephemeral port) that only records whether anyone connected.
final class LocalListener {
    let port: UInt16
    private let socketFD: Int32

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        socketFD = fd
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Bool in
                bind(fd, pointer, length) == 0 && listen(fd, 8) == 0
                    && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else { throw CocoaError(.fileWriteUnknown) }
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit { close(socketFD) }

    /// Whether a connection is waiting to be accepted.
    var hasPendingConnection: Bool {
        var descriptor = pollfd(fd: socketFD, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 200) > 0
    }
}
