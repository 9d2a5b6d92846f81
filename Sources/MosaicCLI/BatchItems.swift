import Mosaic

/// Where a batch job's items come from: generated, or a data file read
/// once for the whole batch.
enum BatchItems: Hashable, Sendable {
    /// `counts[i]` items in section `i`, with random heights in `heights`
    /// (seeded by `seed`, drawn in index-path order) or the default metrics
    /// when `heights` is `nil`, exactly as `mosaic layout --items --heights
    /// --seed` makes them.
    case generated(counts: [Int], heights: ClosedRange<Double>?, seed: UInt64)
    /// The items of a JSON data file, named as given.
    case file(String)

    /// The data source, from `files` (the data files read up front) for a file.
    ///
    /// - Complexity: O(n) in the number of generated items; O(1) for a file.
    func dataSource(files: [String: DataSource]) -> DataSource {
        switch self {
        case .generated(let counts, nil, _): return DataSource(itemCounts: counts)
        case .generated(let counts, let heights?, let seed):
            let source = DataSource.generated(count: counts.reduce(0, +), heights: heights, seed: seed)
            guard counts.count != 1 else { return source }
            var first = 0
            return DataSource(sections: counts.map { count in
                defer { first += count }
                return (first ..< first + count).map { source.metrics(at: ItemPath(0, $0)) }
            })
        case .file(let path):
            guard let source = files[path] else { preconditionFailure("data file \(path) was not read up front") }
            return source
        }
    }

    /// Reads a data file as `--data` does.
    ///
    /// - Throws: ``CommandError`` when it cannot be read or is too large,
    ///   ``JSONError`` when it is not valid.
    /// - Complexity: O(n) in the size of the file.
    static func read(_ path: String) throws -> DataSource {
        try source(json: SystemCalls.readFile(atPath: path, role: "data file"), file: path)
    }

    /// The items of a data file's bytes, read by the caller.
    ///
    /// - Throws: as ``read(_:)``, but for reading.
    static func source(json bytes: [UInt8], file path: String) throws -> DataSource {
        let source = try DataSource(json: bytes, file: path)
        guard source.totalItemCount <= ItemOptions.maximumItemCount else {
            throw CommandError("\(path): \(source.totalItemCount) items in all; mosaic lays out at most \(ItemOptions.maximumItemCount)")
        }
        return source
    }

    /// The number of items, for the index; `nil` for a data file not read.
    func itemCount(files: [String: DataSource]) -> Int? {
        switch self {
        case .generated(let counts, _, _): counts.reduce(0, +)
        case .file(let path): files[path]?.totalItemCount
        }
    }
}
