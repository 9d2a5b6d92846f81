#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// The names the server answers to, for the checks against DNS rebinding and
/// other sites' pages: a request's `Host` must be one of them, and a
/// WebSocket's `Origin` must be `http://` and one of them.
struct ServedAddress: Sendable {
    /// The port the server listens on.
    var port: Int
    /// `host:port` forms accepted in `Host`, lowercased.
    private(set) var hosts: Set<String>

    /// The addresses for a server bound to `host` on `port`: `127.0.0.1`,
    /// `localhost` and `[::1]` when it is a loopback address, and `host` itself.
    init(host: String, port: Int) {
        self.port = port
        bound = Self.bracketed(host)
        var names: Set<String> = [Self.bracketed(host).lowercased()]
        if Self.isLoopback(host) { names.formUnion(["127.0.0.1", "localhost", "[::1]"]) }
        hosts = Set(names.map { "\($0):\(port)" })
    }

    /// Whether a `Host` header names this server.
    func accepts(host: String?) -> Bool {
        guard let host else { return false }
        return hosts.contains(host.lowercased())
    }

    /// Whether an `Origin` header is this server's own page.
    func accepts(origin: String?) -> Bool {
        guard let origin, origin.lowercased().hasPrefix("http://") else { return false }
        return hosts.contains(String(origin.dropFirst("http://".count)).lowercased())
    }

    /// The address listened on, as a URL writes it.
    private var bound: String

    /// The URL the page is at: the address listened on (`[::1]` for `::1`).
    var url: String { "http://\(bound):\(port)/" }

    /// Whether `host` is a loopback address or `localhost`: read as the
    /// system reads it when binding (`0x7f000001`, `127.1`, `::ffff:127.0.0.1`),
    /// not by its spelling, and not a name that starts with `127.`.
    static func isLoopback(_ host: String) -> Bool {
        if host.lowercased() == "localhost" { return true }
        switch numeric(host) {
        case .v4(let bytes)?: return bytes[0] == 127
        case .v6(let bytes)?: return bytes == [UInt8](repeating: 0, count: 15) + [1] || (isMappedV4(bytes) && bytes[12] == 127)
        case nil: return false
        }
    }

    /// Whether `host` is the unspecified address, every address of the
    /// machine, however it is spelled (`0.0.0.0`, `0`, `0.0.0.00`, `::`,
    /// `0000::0`, `::ffff:0.0.0.0`).
    static func isUnspecified(_ host: String) -> Bool {
        switch numeric(host) {
        case .v4(let bytes)?: return bytes.allSatisfy { $0 == 0 }
        case .v6(let bytes)?: return bytes.allSatisfy { $0 == 0 } || (isMappedV4(bytes) && bytes[12...].allSatisfy { $0 == 0 })
        case nil: return false
        }
    }

    /// A numeric address's bytes, as the C library reads it.
    enum Numeric { case v4([UInt8]), v6([UInt8]) }

    /// `host` read as a numeric address (IPv4 in every form `inet_aton`
    /// takes, IPv6 with or without brackets); `nil` for a name.
    static func numeric(_ host: String) -> Numeric? {
        var v4 = in_addr()
        if inet_aton(host, &v4) != 0 {
            return .v4(withUnsafeBytes(of: v4) { Array($0) })
        }
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var v6 = in6_addr()
        if inet_pton(AF_INET6, bare, &v6) == 1 {
            return .v6(withUnsafeBytes(of: v6) { Array($0) })
        }
        return nil
    }

    /// Whether IPv6 bytes are an IPv4-mapped address (`::ffff:a.b.c.d`).
    private static func isMappedV4(_ bytes: [UInt8]) -> Bool {
        bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
    }

    /// An IPv6 address in brackets, as URLs and `Host` write it.
    static func bracketed(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }
}
