import Mosaic
import Synchronization

/// `--format swift` for a compositional layout read from Swift whose
/// sections come from a section provider: the provider is code mosaic
/// evaluated, not a description it can write back, so the written file
/// holds the sections it gave for the data and the view options at hand
/// (one `case` per section, the last as `default:`), and says so in a
/// comment. Reading the written file gives the same frames for that data
/// and viewport.
enum SwiftProviderResolution {
    /// `descriptor` with its provider's sections resolved by a prepare on
    /// `makeEngine`, or `descriptor` as it is when its sections are data.
    ///
    /// - Returns: the descriptor to write, and the comment that tells how
    ///   its sections were resolved (nil when nothing was).
    /// - Throws: what the prepare throws (the provider's errors).
    /// - Complexity: one prepare of the layout.
    static func resolved(
        _ descriptor: LayoutDescriptor, parameters: Parameters, makeEngine: (LayoutDescriptor) throws -> LayoutEngine
    ) throws -> (LayoutDescriptor, comment: String?) {
        guard let layout = try descriptor.makeLayout(parameters: parameters) as? CompositionalLayout,
              case .provider(let provider) = layout.configuration.sections else { return (descriptor, nil) }
        let recorded = Recorder()
        var recording = layout.configuration
        recording.sections = .provider(SectionProvider(name: provider.name) { context in
            let section = try provider.body(context)
            recorded.sections.withLock { $0[context.section] = section }
            return section
        })
        let engine = try makeEngine(CompositionalLayout.descriptor(for: recording))
        try engine.prepare()
        let sections = recorded.sections.withLock { all in all.keys.sorted().map { all[$0]! } }
        guard !sections.isEmpty else { return (descriptor, nil) }
        var resolved = layout.configuration
        resolved.sections = .list(sections)
        let viewport = engine.environment.viewport
        let comment = "// The section provider at \(provider.name) is written with the \(sections.count) section\(sections.count == 1 ? "" : "s") it gave for a \(viewport.width.shortDescription)x\(viewport.height.shortDescription) viewport and the data at hand."
        return (CompositionalLayout.descriptor(for: resolved), comment)
    }
}

/// The sections a provider gave, by index, as a prepare asks for them.
private final class Recorder: Sendable {
    let sections = Mutex<[Int: CompositionalSection]>([:])
}
