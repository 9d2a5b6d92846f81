import Foundation
import Mosaic
@testable import MosaicServe
import Testing

/// `Host` and `Origin` are read as addresses: every spelling of the served
/// address passes, every other address and name is refused, and the URL
/// printed is the form a browser writes, so the browser's own `Host` passes.
@Suite("Serve addresses")
struct ServeAddressTests {
    /// Each way to bind, the URL printed, the `Host`s that must pass and
    /// those that must not.
    static let cases: [(bound: String, url: String, accepted: [String], refused: [String])] = [
        ("::ffff:127.0.0.1", "http://[::ffff:7f00:1]:8765/",
         ["[::ffff:7f00:1]:8765", "[::FFFF:127.0.0.1]:8765", "[0:0:0:0:0:ffff:7f00:1]:8765", "127.0.0.1:8765", "localhost:8765", "[::1]:8765"],
         ["[::ffff:7f00:2]:8765", "[::ffff:7f00:1]:8766", "[::ffff:7f00:1]", "::ffff:7f00:1:8765", "127.0.0.1 evil.com:8765", "evil.com:8765"]),
        ("127.0.0.1", "http://127.0.0.1:8765/",
         ["127.0.0.1:8765", "LOCALHOST:8765", "[::1]:8765", "[::ffff:127.0.0.1]:8765", "127.1:8765", "[0::1]:8765"],
         ["127.0.0.2:8765", "127.0.0.1:876", "127.0.0.1:08765x", "127.0.0.1", "127.0.0.1.evil.com:8765", "[127.0.0.1]:8765", ":8765", ""]),
        ("127.1", "http://127.0.0.1:8765/", ["127.0.0.1:8765"], ["127.0.0.2:8765"]),
        ("::1", "http://[::1]:8765/", ["[::1]:8765", "[0:0:0:0:0:0:0:1]:8765", "127.0.0.1:8765"], ["::1:8765", "[::2]:8765"]),
        ("192.0.2.7", "http://192.0.2.7:8765/",
         ["192.0.2.7:8765", "[::ffff:c000:207]:8765"],
         ["127.0.0.1:8765", "localhost:8765", "192.0.2.8:8765"]),
        ("2001:DB8:0:0:1:0:0:1", "http://[2001:db8::1:0:0:1]:8765/",
         ["[2001:db8::1:0:0:1]:8765", "[2001:DB8:0000::1:0:0:1]:8765"],
         ["[2001:db8::1]:8765", "localhost:8765"]),
        ("Box.Example", "http://box.example:8765/", ["box.example:8765", "BOX.EXAMPLE:8765"], ["box.example.evil:8765", "127.0.0.1:8765"]),
    ]

    @Test func hostsAreComparedAsAddresses() {
        for (bound, url, accepted, refused) in Self.cases {
            let address = ServedAddress(host: bound, port: 8765)
            #expect(address.url == url, "\(bound)")
            for host in accepted {
                #expect(address.accepts(host: host), "\(bound): Host \(host)")
                #expect(address.accepts(origin: "http://" + host), "\(bound): Origin http://\(host)")
            }
            for host in refused {
                #expect(!address.accepts(host: host), "\(bound): Host \(host)")
                #expect(!address.accepts(origin: "http://" + host), "\(bound): Origin http://\(host)")
            }
        }
    }

    /// The authority of the printed URL always passes the Host check: the
    /// URL is the form a browser sends back.
    @Test func thePrintedURLPassesItsOwnCheck() {
        for (bound, _, _, _) in Self.cases {
            let address = ServedAddress(host: bound, port: 8765)
            let authority = String(address.url.dropFirst("http://".count).dropLast())
            #expect(address.accepts(host: authority), "\(bound): \(authority)")
            #expect(address.accepts(origin: "http://" + authority), "\(bound)")
        }
    }

    /// Port 80 is left out of `Host` by browsers.
    @Test func portEightyMayBeLeftOut() {
        let address = ServedAddress(host: "127.0.0.1", port: 80)
        #expect(address.accepts(host: "127.0.0.1"))
        #expect(address.accepts(host: "127.0.0.1:80"))
        #expect(!address.accepts(host: "127.0.0.1:81"))
    }

    /// `mosaic serve --host ::ffff:127.0.0.1` prints the URL a browser
    /// opens as `[::ffff:7f00:1]`, and a request with that `Host` gets the page.
    @Test func mappedAddressServesThePageItPrints() throws {
        let process = Process()
        process.executableURL = ServeFixtures.executable
        process.arguments = ["serve", "fan", "--host", "::ffff:127.0.0.1", "--port", "0"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var text: [UInt8] = []
        while !text.contains(10) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            text += chunk
        }
        let line = String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        // A machine without IPv6 cannot bind it: then the command says so instead.
        guard !line.isEmpty else { return }
        #expect(line.hasPrefix("http://[::ffff:7f00:1]:"), "\(line)")
        let authority = String(line.dropFirst("http://".count).dropLast())
        guard let port = Int(authority.split(separator: ":").last ?? "") else {
            Issue.record("no port in \(line)")
            return
        }
        let socket = try RawSocket(port: port)
        try socket.write("GET / HTTP/1.1\r\nHost: \(authority)\r\nConnection: close\r\n\r\n")
        #expect(PageSocket.status(of: try socket.readHead()) == 200)
        #expect(try PageSocket.upgradeStatus(port: port, host: authority, origin: "http://" + authority) == 101)
    }
}
