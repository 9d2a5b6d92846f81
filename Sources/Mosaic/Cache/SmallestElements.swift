/// The `limit` smallest of the values offered to it, under an order, and
/// how many were offered: a query that must list at most `limit` answers
/// keeps them here instead of collecting every match first, so its memory
/// is bounded by the limit before any work is done, however many match.
///
/// A max-heap of at most `limit` values: the largest kept is at the root,
/// and a value smaller than it takes its place.
///
/// - Complexity: O(log limit) per value offered; O(1) for a value not
///   smaller than the largest kept once `limit` are kept (values offered in
///   ascending order, as a slot-ordered index gives them, cost O(1) each).
struct SmallestElements<Value> {
    /// The most values kept.
    let limit: Int
    /// Whether the first value comes before the second.
    let precedes: (Value, Value) -> Bool
    /// How many values were offered.
    private(set) var offered = 0
    private var heap: [Value] = []

    /// An empty selection of at most `limit` values.
    ///
    /// - Precondition: `limit >= 0`.
    init(limit: Int, by precedes: @escaping (Value, Value) -> Bool) {
        precondition(limit >= 0, "a limit is 0 or more")
        self.limit = limit
        self.precedes = precedes
    }

    /// Counts `value`, and keeps it if it is among the `limit` smallest so far.
    mutating func offer(_ value: Value) {
        offered += 1
        if heap.count < limit {
            heap.append(value)
            siftUp(from: heap.count - 1)
        } else if limit > 0, precedes(value, heap[0]) {
            heap[0] = value
            siftDown(from: 0)
        }
    }

    /// The values kept, in ascending order.
    ///
    /// - Complexity: O(k log k) for the k kept.
    func sorted() -> [Value] { heap.sorted(by: precedes) }

    private mutating func siftUp(from start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[parent], heap[child]) else { return }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1, right = left + 1
            var largest = parent
            if left < heap.count, precedes(heap[largest], heap[left]) { largest = left }
            if right < heap.count, precedes(heap[largest], heap[right]) { largest = right }
            guard largest != parent else { return }
            heap.swapAt(parent, largest)
            parent = largest
        }
    }
}
