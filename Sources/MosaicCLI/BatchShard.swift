import ArgumentParser

/// `--shard K/N`: the K-th of N deterministic slices of a batch. Job i
/// (counted from 0 in the whole batch) belongs to shard `i % N + 1`, so
/// the N shards together run every job exactly once, whatever machine
/// runs which shard.
struct BatchShard: Hashable, Sendable {
    /// Which shard, from 1 to ``count``.
    var index: Int
    /// How many shards there are.
    var count: Int

    /// The whole batch: shard 1 of 1.
    static let whole = BatchShard(index: 1, count: 1)

    /// Creates a shard; traps unless 1 ≤ index ≤ count.
    init(index: Int, count: Int) {
        precondition(count >= 1 && (1 ... count).contains(index), "shard \(index)/\(count) out of range")
        self.index = index
        self.count = count
    }

    /// Reads `K/N` with 1 ≤ K ≤ N.
    ///
    /// - Throws: ``ValidationError`` naming `--shard` and the text.
    init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1 ... count).contains(index) else {
            throw ValidationError("--shard '\(text)': expected K/N with 1 ≤ K ≤ N, such as 2/8")
        }
        self.init(index: index, count: count)
    }

    /// Whether job `jobIndex` of the whole batch is in this shard.
    func contains(jobIndex: Int) -> Bool {
        jobIndex % count + 1 == index
    }

    /// The index file's name: `index.json` for the whole batch,
    /// `index-K-of-N.json` for a shard, so that shards never overwrite
    /// each other's index.
    var indexFileName: String {
        count == 1 ? "index.json" : "index-\(index)-of-\(count).json"
    }
}
