// Checks of a compositional description, each naming the path of the bad
// value. The spec reader reports its own positions; these checks hold for
// every configuration however it was made, including the limits of
// CompositionalLimits: one walk over the description, which stops as soon
// as it has seen more elements than a description may have, so that a
// Swift value that shares subitems (a DAG) costs no more to check than
// the limit.

extension CompositionalConfiguration {
    /// Checks every value the layout cannot use.
    ///
    /// Sections from a provider are checked as the layout asks for them.
    ///
    /// - Throws: ``CompositionalError`` naming the first bad value, as
    ///   `sections[0].group.subitems[0].layoutSize.widthDimension`; a group
    ///   holding more than ``CompositionalLimits/maximumItemCount`` items, or
    ///   a description of more than ``CompositionalLimits/maximumElementCount``
    ///   items and groups (every use of a shared one counts).
    /// - Complexity: O(s) for s elements described, at most
    ///   ``CompositionalLimits/maximumElementCount``.
    public func validate() throws(CompositionalError) {
        var budget = ValidationBudget()
        try CompositionalValidation.spacing(interSectionSpacing, path: "interSectionSpacing")
        for (index, item) in boundarySupplementaryItems.enumerated() {
            try item.validate(path: "boundarySupplementaryItems[\(index)]")
        }
        switch sections {
        case .uniform(let section):
            try section.validate(path: "section", budget: &budget)
        case .list(let list):
            guard !list.isEmpty else { throw CompositionalError(path: "sections", reason: "a list of sections needs at least one section") }
            for (index, section) in list.enumerated() { try section.validate(path: "sections[\(index)]", budget: &budget) }
        case .provider:
            break
        }
    }
}

extension CompositionalSection {
    /// Checks the section and everything in it.
    ///
    /// - Parameter path: where the section is, such as `sections[2]`.
    /// - Throws: ``CompositionalError`` naming the first bad value, or the
    ///   first limit of ``CompositionalLimits`` passed.
    public func validate(path: String) throws(CompositionalError) {
        var budget = ValidationBudget()
        try validate(path: path, budget: &budget)
    }

    func validate(path: String, budget: inout ValidationBudget) throws(CompositionalError) {
        _ = try group.validate(path: path + ".group", isSectionGroup: true, budget: &budget)
        try CompositionalValidation.insets(contentInsets, path: path + ".contentInsets")
        try CompositionalValidation.spacing(interGroupSpacing, path: path + ".interGroupSpacing")
        for (index, item) in boundarySupplementaryItems.enumerated() {
            try item.validate(path: path + ".boundarySupplementaryItems[\(index)]")
        }
        for (index, item) in decorationItems.enumerated() {
            try CompositionalValidation.kind(item.elementKind, path: path + ".decorationItems[\(index)].elementKind")
            try CompositionalValidation.insets(item.contentInsets, path: path + ".decorationItems[\(index)].contentInsets")
        }
        try list?.validate(path: path + ".list")
    }
}

extension CompositionalGroup {
    /// Checks the group and everything in it.
    ///
    /// - Parameters:
    ///   - path: where the group is, such as `sections[2].group`.
    ///   - isSectionGroup: whether it is a section's group (the only place
    ///     a custom group may be).
    /// - Throws: ``CompositionalError`` naming the first bad value, or the
    ///   first limit of ``CompositionalLimits`` passed.
    public func validate(path: String, isSectionGroup: Bool = false) throws(CompositionalError) {
        var budget = ValidationBudget()
        _ = try validate(path: path, isSectionGroup: isSectionGroup, budget: &budget)
    }

    /// Checks the group and returns how many items one copy of it holds
    /// (a custom group: 1, its frames come later).
    func validate(path: String, isSectionGroup: Bool, budget: inout ValidationBudget) throws(CompositionalError) -> Int {
        try budget.visit(path: path)
        try layoutSize.validate(path: path + ".layoutSize")
        try CompositionalValidation.insets(contentInsets, path: path + ".contentInsets")
        if let interItemSpacing {
            try CompositionalValidation.spacing(interItemSpacing.points, path: path + ".interItemSpacing")
        }
        if let edgeSpacing { try edgeSpacing.validate(path: path + ".edgeSpacing") }
        for (index, item) in supplementaryItems.enumerated() {
            try item.validate(path: path + ".supplementaryItems[\(index)]")
        }
        let subitems: Subitems
        switch arrangement {
        case .horizontal(let items), .vertical(let items): subitems = items
        case .custom:
            guard isSectionGroup else {
                throw CompositionalError(path: path, reason: "a custom group can only be a section's group, not a subitem of another group")
            }
            return 1
        }
        switch subitems {
        case .repeating(let elements):
            guard !elements.isEmpty else {
                throw CompositionalError(path: path + ".subitems", reason: "a group needs at least one subitem")
            }
            var items = 0
            for (index, element) in elements.enumerated() {
                let each = try element.validate(path: path + ".subitems[\(index)]", budget: &budget)
                guard let total = CompositionalLimits.items(items, plus: each) else {
                    throw CompositionalError(path: path + ".subitems", reason: CompositionalLimits.subitemsMessage)
                }
                items = total
            }
            return items
        case .count(let element, let count):
            guard count >= 1 else {
                throw CompositionalError(path: path + ".count", reason: "\(count) is not a valid count; a group holds at least 1 subitem")
            }
            let each = try element.validate(path: path + ".subitem", budget: &budget)
            guard let items = CompositionalLimits.items(count: count, each: each) else {
                throw CompositionalError(path: path + ".count", reason: CompositionalLimits.countMessage(count: count, each: each))
            }
            return items
        }
    }
}

extension CompositionalElement {
    /// Checks the item or group.
    ///
    /// - Parameter path: where the element is, such as `sections[0].group.subitems[1]`.
    /// - Throws: ``CompositionalError`` naming the first bad value.
    public func validate(path: String) throws(CompositionalError) {
        var budget = ValidationBudget()
        _ = try validate(path: path, budget: &budget)
    }

    /// Checks the item or group and returns how many items it holds.
    func validate(path: String, budget: inout ValidationBudget) throws(CompositionalError) -> Int {
        switch self {
        case .item(let item):
            try budget.visit(path: path)
            try item.validate(path: path)
            return 1
        case .group(let group):
            return try group.validate(path: path, isSectionGroup: false, budget: &budget)
        }
    }
}

extension CompositionalItem {
    /// Checks the item.
    ///
    /// - Parameter path: where the item is.
    /// - Throws: ``CompositionalError`` naming the first bad value.
    public func validate(path: String) throws(CompositionalError) {
        try layoutSize.validate(path: path + ".layoutSize")
        try CompositionalValidation.insets(contentInsets, path: path + ".contentInsets")
        if let edgeSpacing { try edgeSpacing.validate(path: path + ".edgeSpacing") }
        for (index, item) in supplementaryItems.enumerated() {
            try item.validate(path: path + ".supplementaryItems[\(index)]")
        }
    }
}

extension LayoutSize {
    /// Checks both dimensions.
    ///
    /// - Parameter path: where the size is, such as `….layoutSize`.
    /// - Throws: ``CompositionalError`` naming the bad dimension.
    public func validate(path: String) throws(CompositionalError) {
        try widthDimension.validate(path: path + ".widthDimension")
        try heightDimension.validate(path: path + ".heightDimension")
    }
}

extension LayoutDimension {
    /// Checks the dimension: a fraction must be finite and above 0; points
    /// (absolute or estimated) finite and at least 0.
    ///
    /// - Parameter path: where the dimension is, such as `….widthDimension`.
    /// - Throws: ``CompositionalError`` saying what is wrong.
    public func validate(path: String) throws(CompositionalError) {
        switch self {
        case .fractionalWidth(let fraction), .fractionalHeight(let fraction):
            guard fraction.isFinite, fraction > 0 else {
                throw CompositionalError(path: path, reason: "fraction \(fraction.shortDescription) must be a finite number above 0")
            }
        case .absolute(let points), .estimated(let points):
            guard points.isFinite, points >= 0 else {
                let kind = isEstimated ? "estimated" : "absolute"
                throw CompositionalError(path: path, reason: "\(kind) size \(points.shortDescription) must be a finite number of points, at least 0")
            }
        }
    }
}

extension LayoutEdgeSpacing {
    /// Checks the four edges.
    ///
    /// - Parameter path: where the edge spacing is.
    /// - Throws: ``CompositionalError`` naming the bad edge.
    public func validate(path: String) throws(CompositionalError) {
        for (name, spacing) in [("leading", leading), ("top", top), ("trailing", trailing), ("bottom", bottom)] {
            if let spacing { try CompositionalValidation.spacing(spacing.points, path: path + "." + name) }
        }
    }
}

extension BoundarySupplementaryItem {
    /// Checks the view's kind, size and offset.
    ///
    /// - Parameter path: where the view is, such as `sections[0].boundarySupplementaryItems[0]`.
    /// - Throws: ``CompositionalError`` naming the bad value.
    public func validate(path: String) throws(CompositionalError) {
        try CompositionalValidation.kind(elementKind, path: path + ".elementKind")
        try layoutSize.validate(path: path + ".layoutSize")
        try CompositionalValidation.point(offset, path: path + ".offset")
    }
}

extension SupplementaryItem {
    /// Checks the view's kind, size and anchors.
    ///
    /// - Parameter path: where the view is, such as `….supplementaryItems[0]`.
    /// - Throws: ``CompositionalError`` naming the bad value.
    public func validate(path: String) throws(CompositionalError) {
        try CompositionalValidation.kind(elementKind, path: path + ".elementKind")
        try layoutSize.validate(path: path + ".layoutSize")
        for (name, anchor) in [("containerAnchor", containerAnchor), ("itemAnchor", itemAnchor)] {
            try CompositionalValidation.point(anchor.absoluteOffset, path: path + "." + name + ".absoluteOffset")
            try CompositionalValidation.point(anchor.fractionalOffset, path: path + "." + name + ".fractionalOffset")
        }
    }
}

/// The items and groups one validation has seen, against
/// ``CompositionalLimits/maximumElementCount``.
struct ValidationBudget {
    private(set) var elements = 0

    /// Counts one more element, at `path`.
    ///
    /// - Throws: ``CompositionalError`` once past the limit.
    mutating func visit(path: String) throws(CompositionalError) {
        elements += 1
        guard elements <= CompositionalLimits.maximumElementCount else {
            throw CompositionalError(path: path, reason: CompositionalLimits.elementsMessage)
        }
    }
}

/// The checks of single numbers that the descriptions share.
enum CompositionalValidation {
    /// An element kind: a non-empty name without control characters, as
    /// every reader (JSON, Lua, Swift) and a configuration built in code
    /// must give it (a kind reaches CSV, SVG and terminal output as text).
    static func kind(_ name: String, path: String) throws(CompositionalError) {
        guard !name.isEmpty, !name.containsControlCharacter else {
            throw CompositionalError(path: path, reason: "an element kind must be a non-empty name without control characters, found \(JSONWriter.quoted(name))")
        }
    }

    /// Spacing: finite and at least 0.
    static func spacing(_ value: Double, path: String) throws(CompositionalError) {
        guard value.isFinite, value >= 0 else {
            throw CompositionalError(path: path, reason: "spacing \(value.shortDescription) must be a finite number of points, at least 0")
        }
    }

    /// Insets: each finite and at least 0.
    static func insets(_ insets: Insets, path: String) throws(CompositionalError) {
        for (name, value) in [("top", insets.top), ("leading", insets.left), ("bottom", insets.bottom), ("trailing", insets.right)] {
            guard value.isFinite, value >= 0 else {
                throw CompositionalError(path: path + "." + name, reason: "inset \(value.shortDescription) must be a finite number of points, at least 0")
            }
        }
    }

    /// An offset: both coordinates finite.
    static func point(_ point: Point, path: String) throws(CompositionalError) {
        guard point.x.isFinite, point.y.isFinite else {
            throw CompositionalError(path: path, reason: "offset \(point) must be finite")
        }
    }
}
