/// The reader of what a custom group's function returns: a list of frames
/// `{"x": X, "y": Y, "width": W, "height": H, "zIndex": Z}` (zIndex
/// optional), relative to the group's content origin.
extension SpecReader {
    /// The keys of a frame.
    static let frameKeys = ["x", "y", "width", "height", "zIndex"]

    /// From 1 to `most` frames: positions within ±``maximumPoints``, sizes
    /// from 0 to ``maximumPoints``.
    ///
    /// - Throws: ``CompositionalSpecError`` naming the first bad value, or
    ///   the list when it holds no frame or more than `most`.
    func customFrames(_ value: JSONValue, path: SpecPath, most: Int) throws(CompositionalSpecError) -> [CustomGroupProvider.Item] {
        let items = try array(value, path: path, what: "frames \(notation.record("x", "y", "width", "height"))") {
            value, path throws(CompositionalSpecError) in try customFrame(value, path: path)
        }
        guard (1...Swift.max(most, 1)).contains(items.count) else {
            let range = most == 1 ? "1 frame" : "from 1 to \(most) frames"
            throw error(
                at: value, path,
                "returned \(items.count) frame\(items.count == 1 ? "" : "s"); return \(range) (\(most) item\(most == 1 ? " is" : "s are") left)"
            )
        }
        return items
    }

    /// `{"x": X, "y": Y, "width": W, "height": H, "zIndex": Z}`.
    private func customFrame(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> CustomGroupProvider.Item {
        let object = try SpecObject(self, value, path: path, what: "a frame", keys: Self.frameKeys)
        func read(_ key: String, size: Bool) throws(CompositionalSpecError) -> Double {
            try object.read(key, "a number") { value, path throws(CompositionalSpecError) in
                try number(value, path: path, in: size ? 0...Self.maximumPoints : -Self.maximumPoints...Self.maximumPoints, what: size ? "a size" : "a position")
            }
        }
        let frame = Rect(x: try read("x", size: false), y: try read("y", size: false), width: try read("width", size: true), height: try read("height", size: true))
        return CustomGroupProvider.Item(frame: frame, zIndex: try object.optional("zIndex", zIndex) ?? 0)
    }
}
