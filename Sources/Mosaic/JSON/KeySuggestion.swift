/// The "did you mean" of error messages about unknown keys, shared by the
/// readers of spec files and of Lua tables.
package enum KeySuggestion {
    /// The known key that `key` most looks like a misspelling of: the same
    /// but for letter case, or at most two edits away (and less than half
    /// its length), the first of the closest.
    ///
    /// - Complexity: O(k · m²) for k known keys of length about m.
    package static func nearest(to key: String, among keys: [String]) -> String? {
        let lowered = Array(key.lowercased().unicodeScalars)
        var best: (key: String, distance: Int)?
        for candidate in keys {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            if distance <= 2, distance * 2 < max(lowered.count, 1), distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.key
    }

    /// The Levenshtein distance between two strings of scalars.
    ///
    /// - Complexity: O(a · b).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
