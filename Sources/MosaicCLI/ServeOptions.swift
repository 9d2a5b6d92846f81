import ArgumentParser
import MosaicServe

/// Where `mosaic serve` (and the REPL's `:serve`) listens: `--port` and `--host`.
struct ServeOptions: ParsableArguments {
    /// The port used when `--port` is not given.
    static let defaultPort = 8_765

    @Option(help: ArgumentHelp("The port to listen on; 0 picks a free one (the URL printed says which). (default: \(ServeOptions.defaultPort))", valueName: "port"))
    var port: Int = ServeOptions.defaultPort

    @Option(help: ArgumentHelp(
        "The address to listen on. Anything but 127.0.0.1 (or localhost, ::1) lets other machines open the page and run the layout: a warning says so.",
        valueName: "address"
    ))
    var host = "127.0.0.1"

    func validate() throws {
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
