#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
public import Mosaic

/// The seeds' way of laying out, kept as the baseline the engine is measured
/// against: `prepare()` appends one full attributes value per item to an
/// array (`cache.append(attributes)`), and a rect query filters that array
/// (`cache.filter { rect.intersects($0.frame) }`).
///
/// Each function computes exactly the frames, transforms and z-indexes the
/// built-in layout computes for one section, so that the two can be compared
/// result for result; `mosaic-bench-summary` checks that they are equal.
public enum BaselineLayouts {
    /// A justified grid of equal items, as `UICollectionViewFlowLayout` with
    /// a fixed item size and no section insets, headers or footers.
    ///
    /// - Complexity: O(n).
    public static func flow(
        itemCount: Int, itemSize: Size, lineSpacing: Double, interitemSpacing: Double, contentWidth: Double
    ) -> [LayoutAttributes] {
        var cache: [LayoutAttributes] = []
        let perLine = max(1, Int(((contentWidth + interitemSpacing) / (itemSize.width + interitemSpacing)).rounded(.down)))
        // UIKit's fixed-size path places every line, the last included, as a
        // full line (docs/uikit-fidelity.md, "The last line"): a lone item is
        // centred only when a line holds just one.
        let step = perLine == 1 ? 0 : itemSize.width + (contentWidth - Double(perLine) * itemSize.width) / Double(perLine - 1)
        for item in 0..<itemCount {
            let line = item / perLine, column = item % perLine
            let x = perLine == 1 ? (contentWidth - itemSize.width) / 2 : Double(column) * step
            let y = Double(line) * (itemSize.height + lineSpacing)
            let attributes = LayoutAttributes(
                indexPath: ItemPath(item: item, section: 0),
                frame: Rect(x: x, y: y, width: itemSize.width, height: itemSize.height)
            )
            cache.append(attributes)
        }
        return cache
    }

    /// The Pinterest waterfall of `000` (`shortestFirst: false`, the next
    /// column in turn) and `001` (`shortestFirst: true`, the shortest column
    /// found with `yOffset.enumerated().min`).
    ///
    /// - Complexity: O(n · columns) for shortest-first, O(n) otherwise.
    public static func waterfall(
        dataSource: DataSource, columns numberOfColumns: Int, padding cellPadding: Double,
        shortestFirst: Bool, contentWidth: Double
    ) -> [LayoutAttributes] {
        var cache: [LayoutAttributes] = []
        let columnWidth = contentWidth / Double(numberOfColumns)
        var xOffset: [Double] = []
        for column in 0..<numberOfColumns {
            xOffset += [Double(column) * columnWidth]
        }
        var column = 0
        var yOffset = [Double](repeating: 0, count: numberOfColumns)
        var contentHeight = 0.0
        for item in 0..<dataSource.numberOfItems(inSection: 0) {
            let indexPath = ItemPath(item: item, section: 0)
            let imageHeight = dataSource.height(at: indexPath) ?? 200
            let height = cellPadding * 2 + imageHeight
            if shortestFirst {
                column = yOffset.enumerated().min { $0.element < $1.element }?.offset ?? 0
            }
            let frame = Rect(x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let insetFrame = frame.insetBy(dx: cellPadding, dy: cellPadding)
            let attributes = LayoutAttributes(indexPath: indexPath, frame: insetFrame)
            cache.append(attributes)
            contentHeight = max(contentHeight, frame.maxY)
            yOffset[column] = yOffset[column] + height
            if !shortestFirst {
                column = column < (numberOfColumns - 1) ? (column + 1) : 0
            }
        }
        return cache
    }

    /// The circular fan of `003`, with its visible angle as the tutorial
    /// computes its start and end index: every item inside it centred in the
    /// visible bounds, turned by `angle + anglePerItem · i` about a point
    /// `radius` below its centre, with `zIndex = Int(angle · 1_000_000)`;
    /// every other item parked, transparent, at its place in the fan's base
    /// row (the built-in fan's description says where).
    ///
    /// - Complexity: O(n).
    public static func fan(
        itemCount: Int, itemSize: Size, radius: Double, environment: LayoutEnvironment
    ) -> [LayoutAttributes] {
        let anglePerItem = atan(itemSize.width / radius)
        let contentWidth = Double(itemCount) * itemSize.width
        let angleAtExtreme = -Double(max(itemCount - 1, 0)) * anglePerItem
        let scrollable = contentWidth - environment.viewport.width
        // The tutorial's `angleAtExtreme * contentOffset.x / (contentWidth - width)`.
        let angle = scrollable > 0 ? angleAtExtreme * environment.contentOffset.x / scrollable : 0
        let bounds = environment.bounds
        let center = Point(x: bounds.midX, y: bounds.midY)
        let anchorPoint = Point(x: 0.5, y: (itemSize.height / 2 + radius) / itemSize.height)
        let viewport = environment.viewport
        let theta = atan2(viewport.width / 2, radius + itemSize.height / 2 - viewport.height / 2)
        let visible = min(theta + anglePerItem, Double.pi)
        let spacing = scrollable > 0 && itemCount > 1 ? scrollable / Double(itemCount - 1) : itemSize.width
        let left = viewport.width / 2 - itemSize.width / 2, top = (viewport.height - itemSize.height) / 2
        return (0..<itemCount).map { i in
            var attributes = LayoutAttributes(indexPath: ItemPath(item: i, section: 0), frame: .zero)
            attributes.size = itemSize
            attributes.center = center
            attributes.anchorPoint = anchorPoint
            let itemAngle = angle + anglePerItem * Double(i)
            guard abs(itemAngle) <= visible else {
                return LayoutAttributes(
                    indexPath: ItemPath(item: i, section: 0),
                    frame: Rect(x: left + Double(i) * spacing, y: top, width: itemSize.width, height: itemSize.height),
                    alpha: 0)
            }
            attributes.transform = Transform(rotation: itemAngle)
            attributes.zIndex = Int(itemAngle * 1_000_000)
            return attributes
        }
    }

    /// The seeds' `layoutAttributesForElements(in:)`: every attribute whose
    /// visual frame meets `rect`, by a scan of the whole cache.
    ///
    /// - Complexity: O(n).
    public static func elements(in rect: Rect, cache: [LayoutAttributes]) -> [LayoutAttributes] {
        cache.filter { rect.intersects($0.visualFrame) }
    }
}
