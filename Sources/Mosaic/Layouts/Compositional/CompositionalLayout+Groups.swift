extension PreparedState {
    /// Places a section's groups, recording where each ends (along the
    /// direction groups follow each other) and the section's `groupsEnd`
    /// and `groupCount`. Groups already recorded for the section (when it is
    /// laid out again) are overwritten.
    ///
    /// - Complexity: O(items).
    mutating func placeGroups(
        _ section: Int, of record: inout SectionRecord, preferred: [(item: Int, size: Size)], context: LayoutContext, cache: inout LayoutCache
    ) throws {
        let run = GroupRun(record, axes: axes)
        let shape = record.shape
        var sizer = LeafSizer(section: section, preferred: preferred, context: context)
        var cursor = run.orthogonal ? run.crossBase : record.groupsStart
        var rowExtent = 0.0  // orthogonal: the tallest group
        var group = 0, firstItem = 0
        while firstItem < record.itemCount {
            if group > 0 { cursor += run.spacing }
            let stackStart = cursor + run.stackBefore
            let placed: (size: Size, count: Int)
            if let shape {
                placed = placeGroup(shape, firstItem: firstItem, stackStart: stackStart, run: run, record: record, sizer: &sizer, cache: &cache)
            } else {
                placed = try placeCustomGroup(group, of: section, firstItem: firstItem, stackStart: stackStart, run: run, record: record, cache: &cache)
            }
            let stackLength = run.orthogonal ? axes.cross(placed.size) : axes.main(placed.size)
            recordGroup(record.firstGroup + group, end: stackStart + stackLength)
            cursor = stackStart + stackLength + run.stackAfter
            if run.orthogonal { rowExtent = Swift.max(rowExtent, run.rowBefore + axes.main(placed.size) + run.rowAfter) }
            firstItem += placed.count
            group += 1
        }
        record.groupCount = group
        if run.orthogonal {
            record.groupsEnd = record.groupsStart + rowExtent
        } else {
            record.groupsEnd = group == 0 ? record.groupsStart : cursor
        }
    }

    /// Records where a group ends: appended in a full prepare, overwritten
    /// when a section is laid out again.
    @inline(__always)
    private mutating func recordGroup(_ index: Int, end: Double) {
        if index == groupEnds.count {
            groupEnds.append(end)
        } else {
            groupEnds[index] = end
        }
    }

    /// Places the group of a section that holds the items from `firstItem`
    /// on, with its leading edge (along the direction groups follow each
    /// other) at `stackStart`.
    ///
    /// - Returns: the group's size and the number of items it holds.
    /// - Complexity: O(items in the group).
    mutating func placeGroup(
        _ shape: GroupShape, firstItem: Int, stackStart: Double, run: GroupRun, record: SectionRecord,
        sizer: inout LeafSizer, cache: inout LayoutCache
    ) -> (size: Size, count: Int) {
        // The position across the stack direction.
        var rowStart = (run.orthogonal ? record.groupsStart : run.crossBase) + run.rowBefore
        let present = Swift.min(shape.leafCount, record.itemCount - firstItem)
        sizer.enter(firstItem: firstItem, present: present)
        if !run.orthogonal, run.rowFlexibleBefore || run.rowFlexibleAfter {
            // Flexible edges across the section share what the group leaves.
            let size = shape.isRigid ? shape.templateSize : shape.measure(shape.root, leaf: 0, sizer: sizer)
            let left = axes.cross(record.groupContainer) - run.rowBefore - axes.cross(size) - run.rowAfter
            let slots = (run.rowFlexibleBefore ? 1.0 : 0) + (run.rowFlexibleAfter ? 1.0 : 0)
            if run.rowFlexibleBefore, left > 0 { rowStart += left / slots }
        }
        let origin = run.orthogonal
            ? axes.point(main: rowStart, cross: stackStart - record.offset)
            : axes.point(main: stackStart, cross: rowStart)
        let size = writeGroup(shape, at: origin, section: sizer.section, firstItem: firstItem, present: present,
                              firstSlot: record.firstSlot, sizer: sizer, cache: &cache)
        return (size, present)
    }

    /// Writes the cells of one group of a compiled shape whose top-left
    /// corner is at `origin`, and its anchored supplementary views.
    ///
    /// - Returns: the group's size.
    /// - Complexity: O(items in the group).
    @inline(__always)
    mutating func writeGroup(
        _ shape: GroupShape, at origin: Point, section: Int, firstItem: Int, present: Int, firstSlot: Int,
        sizer: LeafSizer, cache: inout LayoutCache
    ) -> Size {
        let size: Size
        var slot = firstSlot + firstItem
        if shape.isFlat && !shape.isRigid {
            size = shape.placeFlat(at: origin, sizer: sizer) { frame in
                cache.setCell(frame: frame, slot: slot)
                slot += 1
            }
        } else if shape.isRigid {
            size = shape.templateSize
            shape.template.withUnsafeBufferPointer { frames in
                for leaf in 0..<present {
                    let frame = frames[leaf]
                    cache.setCell(frame: Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height), slot: slot)
                    slot += 1
                }
            }
        } else {
            scratch.reset(leafCount: shape.leafCount)
            size = shape.place(shape.root, at: .zero, leaf: 0, sizer: sizer, scratch: &scratch)
            for leaf in 0..<present {
                let frame = scratch.frames[leaf]
                cache.setCell(frame: Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height), slot: slot)
                slot += 1
            }
        }
        if shape.hasSupplementaries {
            placeAnchoredViews(shape, origin: origin, section: section, firstItem: firstItem, present: present, cache: &cache)
        }
        return size
    }
}
