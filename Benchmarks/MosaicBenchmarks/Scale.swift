/// The number of items every benchmark lays out.
let itemCount = 1_000_000

/// The number of items each append adds.
let appendBatch = 100
