// A section provider is @Sendable: a provider that counts its calls in a
// captured class, prepared from several tasks, does not compile.
// expect: capture of 'counter' with non-Sendable type 'Counter' in a '@Sendable' closure
import Mosaic

final class Counter { var calls = 0 }

func prepareEverywhere() async throws {
    let counter = Counter()
    let item = CompositionalItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let provider = SectionProvider(name: "counted") { _ in
        counter.calls += 1
        return CompositionalSection(group: .vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitem: .item(item), count: 1))
    }
    let layout = CompositionalLayout(configuration: CompositionalConfiguration(sections: .provider(provider)))
    try await withThrowingTaskGroup(of: Void.self) { tasks in
        for _ in 0..<4 {
            tasks.addTask { _ = try LayoutEngine(layout: layout, dataSource: DataSource(count: 10)).contentSize() }
        }
        try await tasks.waitForAll()
    }
}
