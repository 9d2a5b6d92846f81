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

    /// Whether `host` is a loopback address or `localhost`.
    static func isLoopback(_ host: String) -> Bool {
        if host.lowercased() == "localhost" || host == "::1" || host == "[::1]" { return true }
        // An IPv4 address 127.x.x.x, not a name that starts with "127." (127.example.com).
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127"
            && parts.allSatisfy { part in !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && Int(part)! <= 255 }
    }

    /// An IPv6 address in brackets, as URLs and `Host` write it.
    static func bracketed(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }
}
