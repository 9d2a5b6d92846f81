import Mosaic
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
    /// - Complexity: O(n) in the size of the file, then bounded by ``SwiftSourceLimits``.
    static func descriptor(atPath path: String, layout: String? = nil) throws -> LayoutDescriptor {
        let bytes = try SystemCalls.readFile(atPath: path, role: "Swift file")
        let description = try SwiftLayoutSource.read(String(decoding: bytes, as: UTF8.self), path: path)
        if let layout, layout != description.layoutName {
            throw CommandError("'\(path)' describes a \(description.layoutName == "flow" ? "UICollectionViewFlowLayout" : "UICollectionViewCompositionalLayout"); use it with 'mosaic layout \(description.layoutName)', not '\(layout)'")
        }
        return description.descriptor
    }

    /// The layouts `--swift` goes with.
    static let layoutNames = [CompositionalLayout.descriptor.name, FlowLayout.descriptor.name]
}
