import Foundation
import Mosaic
@testable import MosaicServe

/// A server started for one test, on a free port of 127.0.0.1.
struct RunningServer: Sendable {
    let server: ServeServer
    let port: Int

    static func start(_ served: ServedLayout, limits: ServeLimits = .standard) async throws -> RunningServer {
        let server = ServeServer(serving: served, port: 0, limits: limits)
        let url = try await offPool { try server.start() }
        guard let port = url.split(separator: ":").last.flatMap({ Int($0.filter(\.isNumber)) }) else {
            throw RawSocket.Failure(description: "no port in \(url)")
        }
        return RunningServer(server: server, port: port)
    }

    func stop() async {
        let server = self.server
        _ = try? await offPool { server.stop() }
    }

    /// A page connected to the server, its `layout` and first `elements` read.
    func connectPage(hello: String = #"{"type":"hello","seq":1}"#) async throws -> PageSocket {
        let port = self.port
        return try await offPool {
            let page = try PageSocket(port: port)
            try page.send(hello)
            _ = try page.receive(type: "layout")
            _ = try page.receive(type: "elements")
            return page
        }
    }
}

enum ServeFixtures {
    /// `mosaic layout waterfall --items COUNT --heights 50:500 --seed 7`, optionally with -p.
    static func waterfall(count: Int = 1_000, sections: [Int]? = nil, parameters: [String: String] = [:]) throws -> ServedLayout {
        let descriptor = WaterfallLayout.descriptor
        var values = descriptor.defaultParameters
        for (name, value) in parameters { try values.set(name, parsing: value) }
        let data: DataSource = sections.map { DataSource(itemCounts: $0) } ?? DataSource.generated(count: count, heights: 50...500, seed: 7)
        return ServedLayout(
            descriptor: descriptor, parameters: values, dataSource: data,
            environment: LayoutEnvironment(viewport: Size(width: 390, height: 844)),
            source: ServedSource(kind: .builtin)
        )
    }

    /// The built-in fan with 30 cards.
    static func fan() -> ServedLayout {
        ServedLayout(
            descriptor: FanLayout.descriptor, parameters: FanLayout.descriptor.defaultParameters,
            dataSource: DataSource(itemCounts: [30]), environment: LayoutEnvironment(viewport: Size(width: 390, height: 844)),
            source: ServedSource(kind: .builtin)
        )
    }

    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built `mosaic` executable, beside the test bundle.
    static let executable: URL = {
        let bundle = Bundle(for: Marker.self).bundleURL
        let products = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        return products.appendingPathComponent("mosaic")
    }()

    private final class Marker {}

    /// Runs `mosaic` to the end; its standard output.
    static func runMosaic(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-serve-\(UUID().uuidString).out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
        process.waitUntilExit()
        return try String(contentsOf: output, encoding: .utf8)
    }
}

extension Rect {
    /// `x,y,w,h` as `--query` takes it.
    var queryText: String {
        [origin.x, origin.y, size.width, size.height].map(\.shortDescription).joined(separator: ",")
    }
}

extension JSONValue {
    /// A `{"x","y","width","height"}` member as a rectangle.
    func rect(_ key: String) -> Rect? {
        guard let value = self[key], let x = value.number("x"), let y = value.number("y"),
              let width = value.number("width"), let height = value.number("height") else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }
}
