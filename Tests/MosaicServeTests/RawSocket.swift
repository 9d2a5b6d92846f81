#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A TCP connection to 127.0.0.1 with blocking reads that give up after a
/// while, so that a test never hangs: the bytes go out exactly as written,
/// which lets a test send what no well-behaved client library would (a raw
/// `..` path, a forged `Host`, a wrong `Origin`, a frame past the limit).
final class RawSocket: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    private let descriptor: Int32
    private var buffered: [UInt8] = []

    /// Connects to `port` on 127.0.0.1; reads wait at most `timeout` seconds.
    init(port: Int, timeout: Int = 30) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            close(descriptor)
            throw Failure(description: "connect: \(errno)")
        }
    }

    deinit { close(descriptor) }

    func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { throw Failure(description: "send: \(errno)") }
            sent += count
        }
    }

    func write(_ text: String) throws { try write(Array(text.utf8)) }

    /// Reads more into the buffer; `false` at the end of the stream or on a timeout.
    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffered += chunk[..<count]
        return true
    }

    /// Exactly `count` bytes.
    func read(count: Int) throws -> [UInt8] {
        while buffered.count < count {
            guard fill() else { throw Failure(description: "the connection ended (or went quiet) after \(buffered.count) of \(count) bytes") }
        }
        defer { buffered.removeFirst(count) }
        return Array(buffered[..<count])
    }

    /// An HTTP response's head, up to the blank line.
    func readHead() throws -> String {
        while true {
            if let end = buffered.indices.dropLast(3).first(where: { buffered[$0] == 13 && buffered[$0 + 1] == 10 && buffered[$0 + 2] == 13 && buffered[$0 + 3] == 10 }) {
                defer { buffered.removeFirst(end + 4) }
                return String(decoding: buffered[..<end], as: UTF8.self)
            }
            guard fill() else { throw Failure(description: "no complete HTTP head: \(String(decoding: buffered, as: UTF8.self))") }
        }
    }

    /// Reads until the other end closes: `true` at the end of the stream
    /// (or a reset), `false` when a read waited its whole timeout first.
    func waitForEnd() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 { continue }
            if count == 0 { return true }
            return errno == ECONNRESET
        }
    }

    /// Closes both directions now (the descriptor itself closes at deinit).
    func shutdownNow() {
        shutdown(descriptor, Int32(SHUT_RDWR))
    }

    /// Everything until the other end closes (or goes quiet).
    func readToEnd() -> [UInt8] {
        while fill() {}
        defer { buffered = [] }
        return buffered
    }
}

/// Runs blocking work on a thread of its own, off Swift's cooperative pool,
/// whose threads the server's own tasks need (2 on a 2-core machine).
func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
