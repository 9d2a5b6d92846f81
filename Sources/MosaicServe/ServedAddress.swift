#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// The names the server answers to, for the checks against DNS rebinding and
/// other sites' pages: a request's `Host` must be one of them, and a
/// WebSocket's `Origin` must be `http://` and one of them.
///
/// Addresses are compared as addresses, never as text: a `Host` is read as
/// a numeric address when it is one (`[::ffff:7f00:1]`, `[::FFFF:127.0.0.1]`
/// and `127.0.0.1` are one address; an IPv4-mapped IPv6 address is its IPv4
/// address), and only a name is compared by its letters (without case).
/// The URL printed (``url``) is the address in the one form a browser
/// writes it, so the `Host` the browser then sends always passes.
struct ServedAddress: Sendable {
    /// The port the server listens on.
    var port: Int
    /// The addresses accepted in `Host`, each as 16 bytes (IPv4 mapped).
    private(set) var addresses: Set<[UInt8]>
    /// The names accepted in `Host`, lowercased.
    private(set) var names: Set<String>

    /// The addresses for a server bound to `host` on `port`: `127.0.0.1`,
    /// `localhost` and `::1` when it is a loopback address, and `host` itself.
    init(host: String, port: Int) {
        self.port = port
        addresses = []
        names = []
        if let address = Self.numeric(host) {
            addresses.insert(Self.sixteenBytes(address))
            bound = Self.canonical(address)
        } else {
            names.insert(host.lowercased())
            bound = host.lowercased()
        }
        if Self.isLoopback(host) {
            names.insert("localhost")
            addresses.insert(Self.sixteenBytes(.v4([127, 0, 0, 1])))
            addresses.insert([UInt8](repeating: 0, count: 15) + [1])
        }
    }

    /// Whether a `Host` header (`HOST:PORT`, `[V6]:PORT`, no port for 80)
    /// names this server.
    func accepts(host: String?) -> Bool {
        guard let host, host.utf8.allSatisfy(Self.isHostByte), let (name, port) = Self.split(host), port == self.port else { return false }
        if name.hasPrefix("[") {
            // Only an IPv6 address goes in brackets.
            guard case .v6(let bytes)? = Self.numeric(name) else { return false }
            return addresses.contains(Self.sixteenBytes(.v6(bytes)))
        }
        guard !name.contains(":") else { return false }
        if let address = Self.numeric(name) { return addresses.contains(Self.sixteenBytes(address)) }
        return names.contains(name.lowercased())
    }

    /// Whether an `Origin` header is this server's own page.
    func accepts(origin: String?) -> Bool {
        guard let origin, origin.lowercased().hasPrefix("http://") else { return false }
        return accepts(host: String(origin.dropFirst("http://".count)))
    }

    /// Whether a byte may appear in a `Host`: letters, digits, `.`, `-`,
    /// `_`, and the `:`, `[`, `]` of ports and IPv6 addresses (the C
    /// library's reader would take `127.0.0.1 anything` as an address).
    private static func isHostByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"): true
        default: false
        }
    }

    /// `HOST:PORT` split at the port (80 when there is none); `nil` when the
    /// port is not a port number.
    static func split(_ authority: String) -> (host: String, port: Int)? {
        var host = Substring(authority), portText: Substring?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let after = host[host.index(after: close)...]
            if !after.isEmpty {
                guard after.first == ":" else { return nil }
                portText = after.dropFirst()
            }
            host = host[...close]
        } else if let colon = host.lastIndex(of: ":") {
            portText = host[host.index(after: colon)...]
            host = host[..<colon]
        }
        guard !host.isEmpty else { return nil }
        guard let portText else { return (String(host), 80) }
        guard (1...5).contains(portText.count), portText.allSatisfy({ $0.isASCII && $0.isNumber }), let port = Int(portText), port <= 65535 else {
            return nil
        }
        return (String(host), port)
    }

    /// The address listened on, as a browser writes it in a URL and in `Host`.
    private var bound: String

    /// The URL the page is at: the address listened on, in the form a
    /// browser writes it (`http://[::1]:PORT/` for `::1`,
    /// `http://[::ffff:7f00:1]:PORT/` for `::ffff:127.0.0.1`,
    /// `http://127.0.0.1:PORT/` for `127.1`).
    var url: String { "http://\(bound):\(port)/" }

    /// The 16 bytes of an address, an IPv4 one mapped (`::ffff:a.b.c.d`),
    /// so that the two spellings of one address compare equal.
    static func sixteenBytes(_ address: Numeric) -> [UInt8] {
        switch address {
        case .v4(let bytes): [UInt8](repeating: 0, count: 10) + [0xFF, 0xFF] + bytes
        case .v6(let bytes): bytes
        }
    }

    /// An address as the URL standard (WHATWG) serialises a host: IPv4 in
    /// dotted decimal; IPv6 in brackets, as eight lowercase hexadecimal
    /// pieces without leading zeros, the first longest run of two or more
    /// zero pieces written `::`, never with an embedded IPv4 part.
    static func canonical(_ address: Numeric) -> String {
        switch address {
        case .v4(let bytes):
            return bytes.map(String.init).joined(separator: ".")
        case .v6(let bytes):
            let pieces = (0..<8).map { Int(bytes[2 * $0]) << 8 | Int(bytes[2 * $0 + 1]) }
            var bestStart = -1, bestLength = 1, start = 0
            while start < 8 {
                guard pieces[start] == 0 else { start += 1; continue }
                var end = start
                while end < 8 && pieces[end] == 0 { end += 1 }
                if end - start > bestLength { (bestStart, bestLength) = (start, end - start) }
                start = end
            }
            var text = "["
            var index = 0
            while index < 8 {
                if index == bestStart {
                    text += index == 0 ? "::" : ":"
                    index += bestLength
                    continue
                }
                text += String(pieces[index], radix: 16)
                if index < 7 { text += ":" }
                index += 1
            }
            return text + "]"
        }
    }

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
