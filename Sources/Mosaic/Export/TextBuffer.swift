/// The UTF-8 buffer the exporters write into: in memory, growing, for
/// ``LayoutSnapshot/rendered(as:options:)``; or of a fixed size, handed to a
/// sink each time it fills, for ``LayoutSnapshot/write(as:options:bufferSize:to:)``.
/// One exporter code path writes both.
///
/// Exports of a million elements make tens of millions of small appends, so
/// the buffer manages its own memory: an append is a capacity check and a
/// copy, and only a full buffer takes the cold path (grow, or drain to the
/// sink). Numbers are written without building a `String`.
///
/// A sink that throws stops the output: the error is kept, later bytes are
/// dropped (exporters check ``hasFailed`` once per element to stop early),
/// and ``finish()`` throws it.
struct TextBuffer: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Where full buffers go; `nil` for a buffer that grows in memory.
    private let drain: ((UnsafeRawBufferPointer) throws -> Void)?
    /// The first error the sink threw.
    private var failure: (any Error)?

    /// Creates an empty in-memory buffer with room for `capacity` bytes.
    init(capacity: Int = 0) {
        self.capacity = Swift.max(capacity, 256)
        start = .allocate(capacity: self.capacity)
        drain = nil
    }

    /// Creates a buffer of `capacity` bytes that hands its contents to
    /// `sink` whenever it fills, and at ``finish()``.
    init(capacity: Int, sink: @escaping (UnsafeRawBufferPointer) throws -> Void) {
        self.capacity = Swift.max(capacity, 256)
        start = .allocate(capacity: self.capacity)
        drain = sink
    }

    /// Whether the sink has thrown: what follows is dropped.
    var hasFailed: Bool { failure != nil }

    /// Hands what is buffered to the sink and throws its first error, if
    /// any. An in-memory buffer keeps its text.
    mutating func finish() throws {
        if drain != nil { flush() }
        if let failure { throw failure }
    }

    /// Hands the buffered bytes to the sink (unless it has failed) and empties the buffer.
    private mutating func flush() {
        guard let drain else { return }
        if failure == nil, count > 0 {
            do {
                try drain(UnsafeRawBufferPointer(start: start, count: count))
            } catch {
                failure = error
            }
        }
        count = 0
    }

    deinit {
        start.deallocate()
    }

    /// The text so far.
    ///
    /// - Complexity: O(n): one copy, and a check that the bytes are UTF-8.
    var string: String {
        String(unsafeUninitializedCapacity: count) { buffer in
            buffer.baseAddress!.initialize(from: start, count: count)
            return count
        }
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(extra) }
    }

    @inline(never)
    private mutating func grow(_ extra: Int) {
        if drain != nil {
            flush()
            if extra <= capacity { return }
        }
        let newCapacity = Swift.max(capacity * 2, count + extra)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStart.initialize(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    /// Appends bytes.
    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).initialize(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends a literal.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    /// Appends a string.
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Appends one byte.
    @inline(__always)
    mutating func append(byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    /// Appends one ASCII character.
    @inline(__always)
    mutating func append(ascii: Unicode.Scalar) {
        append(byte: UInt8(ascii: ascii))
    }

    /// Appends an integer in decimal.
    @inline(__always)
    mutating func append(integer value: Int) {
        reserve(20)  // "-" and 19 digits hold any Int
        count += ShortestDecimal.writeInteger(Int64(value), to: start + count)
    }

    /// Appends a finite number exactly as ``Swift/Double/shortDescription``
    /// writes it: the shortest text that reads back as the same value,
    /// straight into the buffer (``ShortestDecimal``) for all but rare values.
    @inline(__always)
    mutating func append(number value: Double) {
        reserve(ShortestDecimal.capacity)
        if let written = ShortestDecimal.write(value, to: start + count) {
            count += written
        } else {
            append(value.description)
        }
    }

    /// Appends a number rounded to 4 decimals, without trailing zeros: the
    /// fixed, compact form the drawings use for coordinates.
    mutating func append(rounded value: Double) {
        guard value.isFinite else { return append(number: 0) }
        let scaled = (value * 10_000).rounded()
        guard Swift.abs(scaled) < 9e18 else { return append(number: value) }
        var units = Int(scaled)
        if units < 0 {
            append(ascii: "-")
            units = -units
        }
        append(integer: units / 10_000)
        var fraction = units % 10_000
        guard fraction != 0 else { return }
        append(ascii: ".")
        var divisor = 1000
        while fraction != 0 {
            append(byte: UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }
}
