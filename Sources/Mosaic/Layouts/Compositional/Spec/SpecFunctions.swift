/// What turns the functions of a description into providers, for a reader
/// of a language that has functions (Lua): a custom group's frames, a
/// section provider, a preferred size. JSON has none (``none``), and the
/// reader then says that such a layout is made in Lua.
///
/// A function reaches the reader as a ``JSONValue/Foreign`` value that
/// ``JSONValue/Foreign/isFunction``; the reader checks where it stands and
/// hands it back to the closure of its kind, which knows what `id` means
/// and returns `nil` when it cannot keep the function (the reader then
/// reports the value).
package struct SpecFunctions {
    /// How messages show a kind of function.
    package struct Form: Sendable {
        /// Its shape in short: `function(env) … end`.
        package var signature: String
        /// A whole example: `function(env) return {{x = 0, …}} end`.
        package var example: String

        /// Creates a form.
        package init(signature: String, example: String) {
            self.signature = signature
            self.example = example
        }
    }

    /// `custom = FUNCTION` in a group: the group's frames.
    package var customGroup: (form: Form, make: (JSONValue.Foreign) -> CustomGroupProvider?)?
    /// `section = FUNCTION` in the configuration: each section's description,
    /// read (by the caller) with `layoutKinds`, the kinds of the layout's own
    /// boundary views.
    package var sectionProvider: (form: Form, make: (JSONValue.Foreign, _ layoutKinds: Set<String>) -> SectionProvider?)?
    /// `preferredSize = FUNCTION` in the configuration: self-sizing cells.
    package var preferredSize: (form: Form, make: (JSONValue.Foreign) -> PreferredSizeProvider?)?
    /// `visibleItemsInvalidationHandler = FUNCTION` in a section: called on
    /// its visible items at every scroll.
    package var visibleItemsHandler: (form: Form, make: (JSONValue.Foreign) -> VisibleItemsInvalidationHandler?)?

    /// Creates a set of function kinds; a kind left out is not allowed.
    package init(
        customGroup: (form: Form, make: (JSONValue.Foreign) -> CustomGroupProvider?)? = nil,
        sectionProvider: (form: Form, make: (JSONValue.Foreign, _ layoutKinds: Set<String>) -> SectionProvider?)? = nil,
        preferredSize: (form: Form, make: (JSONValue.Foreign) -> PreferredSizeProvider?)? = nil,
        visibleItemsHandler: (form: Form, make: (JSONValue.Foreign) -> VisibleItemsInvalidationHandler?)? = nil
    ) {
        self.customGroup = customGroup
        self.sectionProvider = sectionProvider
        self.preferredSize = preferredSize
        self.visibleItemsHandler = visibleItemsHandler
    }

    /// No functions: JSON.
    package static var none: SpecFunctions { SpecFunctions() }
}
