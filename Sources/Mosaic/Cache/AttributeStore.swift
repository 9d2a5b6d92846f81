/// The attributes of a run of elements, stored column by column so that a
/// cell costs only what it uses: 32 bytes for its frame, plus 8 or 16 bytes
/// for each of rotation, scale, translation, anchor point, z-index and alpha
/// that any element of the store sets to something other than its default.
/// Columns nobody uses are never allocated.
///
/// Slots are addressed by position; a slot is "placed" once a frame has been
/// written to it.
@usableFromInline
struct AttributeStore: Sendable {
    @usableFromInline var frames: [Rect] = []
    @usableFromInline var placed: BitSet = BitSet()
    @usableFromInline var rotations: [Double] = []
    @usableFromInline var scales: [Size] = []
    @usableFromInline var translations: [Point] = []
    @usableFromInline var anchors: [Point] = []
    @usableFromInline var zIndices: [Int] = []
    @usableFromInline var alphas: [Double] = []
    @usableFromInline var hidden: BitSet = BitSet()
    @usableFromInline var custom: [Int: [String: AttributeValue]] = [:]

    /// Creates a store of `count` unplaced slots, with room to grow by an
    /// eighth before the first reallocation, so that the first appends after
    /// a full prepare (infinite scrolling) do not copy the whole store.
    @usableFromInline
    init(count: Int) {
        frames.reserveCapacity(Self.capacity(for: count))
        frames.append(contentsOf: repeatElement(Rect(x: .nan, y: .nan, width: .nan, height: .nan), count: count))
        placed = BitSet(count: count)
    }

    /// The capacity a column of `count` elements is given: an eighth more.
    @usableFromInline
    static func capacity(for count: Int) -> Int { count == 0 ? 0 : count + Swift.max(count / 8, 64) }

    @inlinable var count: Int { frames.count }

    /// Empties the store to `count` unplaced slots, keeping the memory it
    /// holds, for a full prepare: no fresh pages to fault in, none to unmap.
    ///
    /// - Complexity: O(count).
    mutating func reset(count: Int) {
        frames.removeAll(keepingCapacity: true)
        frames.reserveCapacity(Self.capacity(for: count))
        frames.append(contentsOf: repeatElement(Rect(x: .nan, y: .nan, width: .nan, height: .nan), count: count))
        placed.reset(count: count)
        // Emptied columns count as unused; `write` refills them in place.
        rotations.removeAll(keepingCapacity: true)
        scales.removeAll(keepingCapacity: true)
        translations.removeAll(keepingCapacity: true)
        anchors.removeAll(keepingCapacity: true)
        zIndices.removeAll(keepingCapacity: true)
        alphas.removeAll(keepingCapacity: true)
        hidden = BitSet()
        custom = [:]
    }

    /// Adds `count` unplaced slots at the end.
    ///
    /// - Complexity: O(count) amortised.
    @usableFromInline
    mutating func grow(by count: Int) {
        frames.append(contentsOf: repeatElement(Rect(x: .nan, y: .nan, width: .nan, height: .nan), count: count))
        placed.grow(to: frames.count)
        if !rotations.isEmpty { rotations.append(contentsOf: repeatElement(0, count: count)) }
        if !scales.isEmpty { scales.append(contentsOf: repeatElement(Size(width: 1, height: 1), count: count)) }
        if !translations.isEmpty { translations.append(contentsOf: repeatElement(.zero, count: count)) }
        if !anchors.isEmpty { anchors.append(contentsOf: repeatElement(LayoutAttributes.defaultAnchorPoint, count: count)) }
        if !zIndices.isEmpty { zIndices.append(contentsOf: repeatElement(0, count: count)) }
        if !alphas.isEmpty { alphas.append(contentsOf: repeatElement(1, count: count)) }
        if !hidden.isEmpty { hidden.grow(to: frames.count) }
    }

    /// Moves the frames of `slots` by `delta`; transforms, being relative to
    /// the frame, move with them.
    ///
    /// - Complexity: O(slots.count).
    @usableFromInline
    mutating func translateFrames(_ slots: Range<Int>, by delta: Point) {
        frames.withUnsafeMutableBufferPointer { frames in
            for slot in slots {
                frames[slot].origin.x += delta.x
                frames[slot].origin.y += delta.y
            }
        }
    }

    /// Writes a frame and leaves every other attribute at its default.
    ///
    /// - Complexity: O(1).
    @inlinable
    mutating func setFrame(_ frame: Rect, at slot: Int) {
        frames[slot] = frame
        placed.insert(slot)
    }

    /// Writes every attribute of a slot.
    ///
    /// - Complexity: O(1), plus O(count) the first time a column is used.
    @inlinable
    mutating func set(_ attributes: LayoutAttributes, at slot: Int) {
        setFrame(attributes.frame, at: slot)
        let t = attributes.transform
        Self.write(t.rotation, default: 0, at: slot, into: &rotations, count: count)
        Self.write(Size(width: t.scaleX, height: t.scaleY), default: Size(width: 1, height: 1), at: slot, into: &scales, count: count)
        Self.write(Point(x: t.translateX, y: t.translateY), default: .zero, at: slot, into: &translations, count: count)
        Self.write(attributes.anchorPoint, default: LayoutAttributes.defaultAnchorPoint, at: slot, into: &anchors, count: count)
        Self.write(attributes.zIndex, default: 0, at: slot, into: &zIndices, count: count)
        Self.write(attributes.alpha, default: 1, at: slot, into: &alphas, count: count)
        if attributes.isHidden || !hidden.isEmpty {
            if hidden.isEmpty { hidden = BitSet(count: count) }
            if attributes.isHidden { hidden.insert(slot) } else { hidden.remove(slot) }
        }
        if attributes.custom.isEmpty {
            if !custom.isEmpty { custom[slot] = nil }
        } else {
            custom[slot] = attributes.custom
        }
    }

    /// Writes a frame turned about an anchor point, with a z-index: the
    /// attributes a fan or a spiral sets, without building a full
    /// ``LayoutAttributes``. Other attributes keep their current values.
    ///
    /// - Complexity: O(1), plus O(count) the first time a column is used.
    @inlinable
    mutating func setFrame(_ frame: Rect, rotation: Double, anchorPoint: Point, zIndex: Int, at slot: Int) {
        setFrame(frame, at: slot)
        Self.write(rotation, default: 0, at: slot, into: &rotations, count: count)
        Self.write(anchorPoint, default: LayoutAttributes.defaultAnchorPoint, at: slot, into: &anchors, count: count)
        Self.write(zIndex, default: 0, at: slot, into: &zIndices, count: count)
    }

    @inlinable
    static func write<T: Equatable>(_ value: T, default defaultValue: T, at slot: Int, into column: inout [T], count: Int) {
        if column.isEmpty {
            if value == defaultValue { return }
            column.reserveCapacity(capacity(for: count))
            column.append(contentsOf: repeatElement(defaultValue, count: count))
        }
        column[slot] = value
    }

    /// The transform of a slot.
    @inlinable
    func transform(at slot: Int) -> Transform {
        let scale = scales.isEmpty ? Size(width: 1, height: 1) : scales[slot]
        let translation = translations.isEmpty ? Point.zero : translations[slot]
        return Transform(
            rotation: rotations.isEmpty ? 0 : rotations[slot],
            scaleX: scale.width, scaleY: scale.height,
            translateX: translation.x, translateY: translation.y
        )
    }

    /// Whether every element of the store is drawn exactly at its frame.
    @inlinable
    var hasOnlyIdentityTransforms: Bool { rotations.isEmpty && scales.isEmpty && translations.isEmpty }

    /// The visual frame of a slot, computed the same way as
    /// ``LayoutAttributes/visualFrame``.
    ///
    /// - Complexity: O(1).
    @inlinable
    func visualFrame(at slot: Int) -> Rect {
        if hasOnlyIdentityTransforms { return frames[slot] }
        return VisualFrame.of(
            frame: frames[slot], transform: transform(at: slot),
            anchorPoint: anchors.isEmpty ? LayoutAttributes.defaultAnchorPoint : anchors[slot]
        )
    }

    /// A box that contains the visual frame of a slot, cheaper to compute:
    /// exact when the slot is not rotated; when it is, the square around the
    /// circle the scaled frame sweeps about its anchor point (no `sin` or
    /// `cos`), padded against rounding. The index is built from these boxes
    /// and checks exact visual frames only at its leaves.
    ///
    /// A non-finite component anywhere gives a non-finite box.
    ///
    /// - Complexity: O(1), one square root when rotated.
    @inlinable
    func visualBound(at slot: Int) -> Rect {
        if hasOnlyIdentityTransforms { return frames[slot] }
        let rotation = rotations.isEmpty ? 0 : rotations[slot]
        if rotation == 0 { return visualFrame(at: slot) }
        let frame = frames[slot]
        let anchor = anchors.isEmpty ? LayoutAttributes.defaultAnchorPoint : anchors[slot]
        let scale = scales.isEmpty ? Size(width: 1, height: 1) : scales[slot]
        let translation = translations.isEmpty ? Point.zero : translations[slot]
        let ax = frame.minX + anchor.x * frame.width, ay = frame.minY + anchor.y * frame.height
        let dx = Swift.max(Swift.abs(frame.minX - ax), Swift.abs(frame.maxX - ax)) * Swift.abs(scale.width)
        let dy = Swift.max(Swift.abs(frame.minY - ay), Swift.abs(frame.maxY - ay)) * Swift.abs(scale.height)
        let cx = ax + translation.x, cy = ay + translation.y
        let radius = (dx * dx + dy * dy).squareRoot()
        let pad = radius * 1e-9 + (Swift.abs(cx) + Swift.abs(cy)) * 1e-12 + 1e-300
        let r = radius + pad
        // A NaN rotation must not slip through as a finite box.
        let poison = rotation.isFinite ? 0 : rotation
        return Rect(x: cx - r + poison, y: cy - r, width: 2 * r, height: 2 * r)
    }

    /// The full attributes of a slot.
    @inlinable
    func attributes(at slot: Int, category: ElementCategory, kind: String?, indexPath: ItemPath) -> LayoutAttributes {
        LayoutAttributes(
            category: category, kind: kind, indexPath: indexPath,
            frame: frames[slot],
            transform: transform(at: slot),
            anchorPoint: anchors.isEmpty ? LayoutAttributes.defaultAnchorPoint : anchors[slot],
            zIndex: zIndices.isEmpty ? 0 : zIndices[slot],
            alpha: alphas.isEmpty ? 1 : alphas[slot],
            isHidden: hidden.isEmpty ? false : hidden.contains(slot),
            custom: custom.isEmpty ? [:] : custom[slot] ?? [:]
        )
    }

    /// The bytes the store holds, counting each column's capacity.
    var memoryFootprint: Int {
        frames.capacity * MemoryLayout<Rect>.stride
            + placed.memoryFootprint + hidden.memoryFootprint
            + rotations.capacity * 8 + scales.capacity * 16 + translations.capacity * 16
            + anchors.capacity * 16 + zIndices.capacity * 8 + alphas.capacity * 8
            + custom.capacity * (MemoryLayout<Int>.stride + MemoryLayout<[String: AttributeValue]>.stride)
    }
}
