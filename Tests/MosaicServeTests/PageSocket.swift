import Foundation
import Mosaic

/// The page's side of the WebSocket, spoken over a ``RawSocket``: the
/// upgrade request, masked client frames, the server's frames read back.
///
/// Not the library's client on purpose: it always sends an `Origin`
/// without the port (`http://127.0.0.1`), which is another origin than the
/// page's, and the server refuses it, as it must.
final class PageSocket: @unchecked Sendable {
    let socket: RawSocket
    let port: Int

    /// The status line's code of an upgrade request with these headers.
    static func upgradeStatus(port: Int, host: String?, origin: String?) throws -> Int {
        let socket = try RawSocket(port: port)
        try socket.write(upgradeRequest(host: host, origin: origin))
        return try status(of: socket.readHead())
    }

    /// Opens `/ws` as the page on `port` would.
    init(port: Int) throws {
        self.port = port
        socket = try RawSocket(port: port)
        try socket.write(Self.upgradeRequest(host: "127.0.0.1:\(port)", origin: "http://127.0.0.1:\(port)"))
        let head = try socket.readHead()
        guard Self.status(of: head) == 101 else { throw RawSocket.Failure(description: "upgrade refused: \(head)") }
    }

    static func upgradeRequest(host: String?, origin: String?) -> String {
        var text = "GET /ws HTTP/1.1\r\n"
        if let host { text += "Host: \(host)\r\n" }
        if let origin { text += "Origin: \(origin)\r\n" }
        text += "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n"
        return text
    }

    static func status(of head: String) -> Int {
        let parts = head.split(separator: " ", maxSplits: 2)
        return parts.count >= 2 ? Int(parts[1]) ?? -1 : -1
    }

    /// Sends one masked frame.
    func sendFrame(opcode: UInt8, _ payload: [UInt8], final: Bool = true) throws {
        var frame: [UInt8] = [(final ? 0x80 : 0) | opcode]
        switch payload.count {
        case ..<126: frame.append(0x80 | UInt8(payload.count))
        case ..<65_536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default:
            frame.append(0x80 | 127)
            for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((payload.count >> shift) & 0xFF)) }
        }
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset & 3] }
        try socket.write(frame)
    }

    /// Sends one text message.
    func send(_ text: String) throws { try sendFrame(opcode: 1, Array(text.utf8)) }

    /// One frame from the server: its opcode and payload.
    func receiveFrame() throws -> (opcode: UInt8, payload: [UInt8]) {
        let head = try socket.read(count: 2)
        var length = Int(head[1] & 0x7F)
        if length == 126 {
            let bytes = try socket.read(count: 2)
            length = Int(bytes[0]) << 8 | Int(bytes[1])
        } else if length == 127 {
            length = try socket.read(count: 8).reduce(0) { $0 << 8 | Int($1) }
        }
        return (head[0] & 0x0F, try socket.read(count: length))
    }

    /// The next text message, parsed; throws at a close frame.
    func receive() throws -> JSONValue {
        while true {
            let (opcode, payload) = try receiveFrame()
            switch opcode {
            case 1: return try JSONParser.parse(payload)
            case 8: throw RawSocket.Failure(description: "closed: \(payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : 0)")
            default: continue
            }
        }
    }

    /// The next message whose type is `type`, skipping others; at most `limit` messages read.
    func receive(type: String, limit: Int = 100) throws -> JSONValue {
        for _ in 0..<limit {
            let message = try receive()
            if message.string("type") == type { return message }
        }
        throw RawSocket.Failure(description: "no \(type) message in \(limit)")
    }
}

extension JSONValue {
    func string(_ key: String) -> String? {
        if case .string(let text)? = self[key]?.content { return text }
        return nil
    }

    func number(_ key: String) -> Double? {
        if case .number(let value)? = self[key]?.content { return value }
        return nil
    }

    var array: [JSONValue] {
        if case .array(let elements) = content { return elements }
        return []
    }

    var isNull: Bool {
        if case .null = content { return true }
        return false
    }
}
