import Mosaic
import MosaicLua
import MosaicSwift
import Synchronization

/// `--swift FILE` and `:load FILE.swift`: a layout read from UIKit layout
/// code by ``SwiftLayoutSource``. One home for the command line, `--watch`,
/// `update`, `batch`, `serve`, the REPL and scripts, so they read the same
/// files the same way.
///
/// A reference is a file or a folder (every `.swift` file in it,
/// ``SwiftSourceFolder``), optionally followed by `#NAME` or
/// `#NAME(label: value)` to choose one of several layouts
/// (``SwiftLayoutSelector``): `Layouts.swift#gridLayout`,
/// `Sources/Home#makeLayout(columns: 3)`. Several references are one
/// program; a `#` on any of them chooses the layout.
enum SwiftInput {
    private static let listing = Atomic<Bool>(false)

    /// Whether every Swift read of the process lists on stderr the
    /// statements with no geometry it skipped (`--verbose`), once the
    /// layout was read and tried (so a section provider's are listed too).
    static var listsSkipped: Bool {
        get { listing.load(ordering: .acquiring) }
        set { listing.store(newValue, ordering: .releasing) }
    }

    /// A log for one read when ``listsSkipped``, else `nil`.
    static func skippedLog() -> SwiftSkippedLog? { listsSkipped ? SwiftSkippedLog() : nil }

    /// Prints what `log` holds on stderr, a line each.
    static func report(_ log: SwiftSkippedLog?) {
        guard let log else { return }
        for line in log.lines { StandardStreams.writeError(line + "\n") }
    }

    /// The layout `path` describes, ready to use: a compositional layout
    /// (its configuration) or the flow layout (its parameters as defaults).
    ///
    /// - Parameters:
    ///   - references: the files and folders (`PATH[#NAME]`), in order.
    ///   - layout: the layout the command names, if any: the files must
    ///     describe that one (`compositional` or `flow`).
    ///   - environment: the view options the code's `collectionView.bounds`,
    ///     safe area and size classes read.
    ///   - limits: `--timeout` and `--max-memory`, which bound the read and
    ///     each prepare's calls of a section provider as they bound a Lua plugin.
    /// - Throws: ``CommandError`` when a file cannot be read (or passes
    ///   a limit) or describes another layout; ``SwiftSourceError``
    ///   (`file:line:column: what`) when its code is not layout code mosaic
    ///   reads, or its layout cannot lay out (``tried(_:environment:)``).
    /// - Complexity: O(n) in the size of the files, then bounded by ``SwiftSourceLimits``.
    static func descriptor(atPaths references: [String], layout: String? = nil, environment: LayoutEnvironment = LayoutEnvironment(),
                           limits: LuaLimits) throws -> LayoutDescriptor {
        let (paths, selector) = try split(references)
        let files = try SwiftSourceFolder.read(paths)
        let log = skippedLog()
        let description = try SwiftLayoutSource.read(files: files, selector: selector, environment: environment, limits: sourceLimits(limits), skippedLog: log)
        if let layout, layout != description.layoutName {
            throw CommandError("'\(references[0])' describes a \(description.layoutName == "flow" ? "UICollectionViewFlowLayout" : "UICollectionViewCompositionalLayout"); use it with 'mosaic layout \(description.layoutName)', not '\(layout)'")
        }
        let descriptor = try tried(description, environment: environment)
        report(log)
        return descriptor
    }

    /// The trial data a layout read from Swift is prepared on once, as a
    /// plugin is tried when it loads.
    static let trialItemCount = 12

    /// The layout's descriptor, once its layout has been prepared on
    /// ``trialItemCount`` items: a section provider that fails for any data
    /// (a backwards range, a limit) fails the load, so that `:load`, a
    /// reload in `serve` or `--watch`, and `mosaic.load` keep the last good
    /// layout instead of taking one that cannot lay out. A provider that
    /// reads the data's section identifiers (which made-up data lacks) is
    /// taken, and tried on the data it lays out.
    ///
    /// - Throws: what the layout's prepare throws (``SwiftSourceError``
    ///   naming `file:line:column`).
    static func tried(_ description: SwiftLayoutDescription, environment: LayoutEnvironment) throws -> LayoutDescriptor {
        let descriptor = description.descriptor
        let engine = try LayoutEngine(layout: try descriptor.makeLayout(), dataSource: DataSource(count: trialItemCount), environment: environment)
        do {
            try engine.prepare()
        } catch {
            // A provider that reads the data's section identifiers cannot be
            // tried on made-up data: it is tried when it lays out the data given.
            var underlying: any Error = error
            if case .layoutFailed(_, let inner) = error as? LayoutError { underlying = inner }
            guard (underlying as? SwiftSourceError)?.isAboutTheData == true else { throw error }
        }
        return descriptor
    }

    /// The limits a Swift file is read and its providers run under: the
    /// standard caps, with the time and memory limits of `--timeout` and
    /// `--max-memory` (the one pair of options for Lua and Swift).
    static func sourceLimits(_ limits: LuaLimits) -> SwiftSourceLimits {
        var source = SwiftSourceLimits.standard
        source.time = limits.time
        source.memory = limits.memory
        return source
    }

    /// ``descriptor(atPaths:layout:environment:limits:)`` for one reference.
    static func descriptor(atPath path: String, layout: String? = nil, environment: LayoutEnvironment = LayoutEnvironment(),
                           limits: LuaLimits) throws -> LayoutDescriptor {
        try descriptor(atPaths: [path], layout: layout, environment: environment, limits: limits)
    }

    /// The paths without their `#NAME`, and the one selector they give.
    static func split(_ references: [String]) throws -> (paths: [String], selector: SwiftLayoutSelector?) {
        var paths: [String] = []
        var selector: SwiftLayoutSelector?
        for reference in references {
            let (path, chosen) = try SwiftLayoutSelector.split(reference)
            if let chosen {
                if let selector, selector != chosen {
                    throw CommandError("'#\(selector.text)' and '#\(chosen.text)' both choose the layout; give one")
                }
                selector = chosen
            }
            paths.append(path)
        }
        return (paths, selector)
    }

    /// The files `--watch` and `serve` follow for these references: every
    /// Swift file read, and each folder itself (a file added or removed
    /// changes it). On a folder that cannot be walked, the folder.
    static func watchedPaths(_ references: [String]) -> [String] {
        var watched: [String] = []
        for reference in references {
            let path = (try? SwiftLayoutSelector.split(reference).path) ?? reference
            if FileKind(path: path) == .directory { watched.append(path) }
            for file in (try? SwiftSourceFolder.paths(for: path)) ?? [] where !watched.contains(file) { watched.append(file) }
        }
        return watched
    }

    /// Whether a layout name at the prompt or in a script is Swift source:
    /// a `.swift` file, with or without `#NAME`, or a folder.
    static func isSwiftReference(_ source: String) -> Bool {
        let path = source.firstIndex(of: "#").map { String(source[..<$0]) } ?? source
        return path.hasSuffix(".swift") || (source.contains("#") && FileKind(path: path) == .directory)
            || (path.hasSuffix("/") && FileKind(path: path) == .directory)
    }

    /// The layouts `--swift` goes with.
    static let layoutNames = [CompositionalLayout.descriptor.name, FlowLayout.descriptor.name]
}
