extension Double {
    /// The shortest text that reads back as exactly this value: whole numbers
    /// without a fraction (`100`, not `100.0`), others in Swift's shortest
    /// round-trip form (`0.1`, `1e-07`).
    ///
    /// Deterministic: the same value always gives the same text.
    public var shortDescription: String {
        if self == rounded(), Swift.abs(self) < 9_007_199_254_740_992 {
            if self == 0 { return "0" }  // also turns -0 into 0
            return String(Int64(self))
        }
        return description
    }
}
