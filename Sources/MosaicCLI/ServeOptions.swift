import ArgumentParser
import Mosaic
import MosaicServe

/// Where `mosaic serve` (and the REPL's `:serve`) listens: `--port` and `--host`.
struct ServeOptions: ParsableArguments {
    /// The port used when `--port` is not given.
    static let defaultPort = 8_765

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one (the URL printed says which).", valueName: "port"))
    var port: Int = ServeOptions.defaultPort

    @Option(help: ArgumentHelp(
        "The address to listen on. Anything but 127.0.0.1 (or localhost, ::1) lets other machines open the page and run the layout: a warning says so.",
        valueName: "address"
    ))
    var host = "127.0.0.1"

    @Option(name: .customLong("max-pages"), help: ArgumentHelp(
        "The most pages (engine threads) at once; one more is refused. A closed page's place is free once its thread ends.",
        valueName: "n"
    ))
    var maximumPages = ServeLimits.standard.connections

    @Option(name: .customLong("max-sockets"), help: ArgumentHelp(
        "The most connections open at once, pages and HTTP requests; more wait until one closes.",
        valueName: "n"
    ))
    var maximumSockets = ServeLimits.standard.sockets

    @Option(name: .customLong("request-timeout"), help: ArgumentHelp(
        "Seconds an HTTP connection has to send a request's whole head (from its opening or its last reply) before it is closed.",
        valueName: "seconds"
    ))
    var requestTimeout = 10.0

    @Option(name: .customLong("idle-timeout"), help: ArgumentHelp(
        "Seconds a page's WebSocket may send nothing before it is closed (the page sends a ping every 30 s).",
        valueName: "seconds"
    ))
    var idleTimeout = 120.0

    /// The server's limits, from the options.
    var limits: ServeLimits {
        var limits = ServeLimits.standard
        limits.connections = maximumPages
        limits.sockets = maximumSockets
        limits.requestTimeout = .milliseconds(Int64((requestTimeout * 1000).rounded()))
        limits.webSocketIdleTimeout = .milliseconds(Int64((idleTimeout * 1000).rounded()))
        return limits
    }

    func validate() throws {
        guard (1...1_024).contains(maximumPages) else { throw ValidationError("--max-pages \(maximumPages): expected a whole number from 1 to 1024") }
        guard (2...65_536).contains(maximumSockets) else { throw ValidationError("--max-sockets \(maximumSockets): expected a whole number from 2 to 65536") }
        for (name, value) in [("--request-timeout", requestTimeout), ("--idle-timeout", idleTimeout)] {
            guard value.isFinite, value >= 0.1, value <= 86_400 else {
                throw ValidationError("\(name) \(value.shortDescription): expected a number of seconds from 0.1 to 86400")
            }
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port \(port): expected a port from 0 to 65535") }
        try Self.checkHost(host)
        if ServeServer.isUnspecified(host) {
            throw ValidationError("--host \(host): give the address other machines reach this one at (such as 192.168.1.5); the server answers only requests addressed to it (DNS rebinding), so it cannot listen on every address")
        }
    }

    /// Throws for an address that is empty or holds characters no host
    /// name or IP address has (it goes into the `Host` check verbatim).
    static func checkHost(_ host: String) throws {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-:[]")
        guard !host.isEmpty, host.utf8.count <= 253, host.allSatisfy(allowed.contains) else {
            throw ValidationError("--host '\(host)': expected an IP address or a host name, such as 127.0.0.1")
        }
    }

    /// The warning for an address that is not a loopback one, if it is not.
    var warning: String? {
        guard !ServeServer.isLoopback(host) else { return nil }
        return "warning: serving on \(host): every machine that can reach this address can open the page and run the layout"
    }
}
