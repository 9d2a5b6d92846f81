import Mosaic
import MosaicLua
import MosaicSwift

/// `--swift FILE` and `:load FILE.swift`: a layout read from UIKit layout
/// code by ``SwiftLayoutSource``. One home for the command line, `--watch`,
/// `update`, `batch` and the REPL, so they read the same files the same way.
enum SwiftInput {
    /// The layout `path` describes, ready to use: a compositional layout
    /// (its configuration) or the flow layout (its parameters as defaults).
    ///
    /// - Parameter layout: the layout the command names, if any: the file
    ///   must describe that one (`compositional` or `flow`).
    /// - Throws: ``CommandError`` when the file cannot be read (or passes
    ///   the input size limit) or describes another layout;
    ///   ``SwiftSourceError`` (`file:line:column: what`) when its code is
    ///   not layout code mosaic reads.
    ///   - limits: `--timeout` and `--max-memory`, which bound the read and
    ///     each prepare's calls of a section provider as they bound a Lua plugin.
    /// - Complexity: O(n) in the size of the file, then bounded by ``SwiftSourceLimits``.
    static func descriptor(atPath path: String, layout: String? = nil, limits: LuaLimits) throws -> LayoutDescriptor {
        let bytes = try SystemCalls.readFile(atPath: path, role: "Swift file")
        let description = try SwiftLayoutSource.read(String(decoding: bytes, as: UTF8.self), path: path, limits: sourceLimits(limits))
        if let layout, layout != description.layoutName {
            throw CommandError("'\(path)' describes a \(description.layoutName == "flow" ? "UICollectionViewFlowLayout" : "UICollectionViewCompositionalLayout"); use it with 'mosaic layout \(description.layoutName)', not '\(layout)'")
        }
        return try tried(description)
    }

    /// The trial data a layout read from Swift is prepared on once, as a
    /// plugin is tried when it loads.
    static let trialItemCount = 12

    /// The layout's descriptor, once its layout has been prepared on
    /// ``trialItemCount`` items: a section provider that fails for any data
    /// (a backwards range, a limit) fails the load, so that `:load`, a
    /// reload in `serve` or `--watch`, and `mosaic.load` keep the last good
    /// layout instead of taking one that cannot lay out.
    ///
    /// - Throws: what the layout's prepare throws (``SwiftSourceError``
    ///   naming `file:line:column`).
    static func tried(_ description: SwiftLayoutDescription) throws -> LayoutDescriptor {
        let descriptor = description.descriptor
        let engine = try LayoutEngine(layout: try descriptor.makeLayout(), dataSource: DataSource(count: trialItemCount))
        try engine.prepare()
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

    /// The layouts `--swift` goes with.
    static let layoutNames = [CompositionalLayout.descriptor.name, FlowLayout.descriptor.name]
}
