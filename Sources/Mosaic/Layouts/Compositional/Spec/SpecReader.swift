/// The one reader of compositional descriptions: a value tree (``JSONValue``)
/// read into a ``CompositionalConfiguration``, with every rule, limit and
/// message in one place.
///
/// The tree comes from a JSON spec file (``JSONParser``) or from a table of
/// another language read into the same tree (a Lua table, by `MosaicLua`);
/// ``notation`` makes messages show keys, paths and examples in the
/// author's syntax, and ``functions`` turns the functions only such a
/// language has into providers. Every complaint has the form
/// `path: what is wrong`, at the value's line and column when it has them.
///
/// The readers are in extensions by concern: ``SpecObject`` (objects and
/// their keys), values, dimensions, elements, sections, supplementary views
/// and custom frames.
struct SpecReader {
    /// How the description was written.
    let notation: SpecNotation
    /// What the description's functions become.
    let functions: SpecFunctions

    /// An error about `value`, at `path`.
    func error(at value: JSONValue, _ path: SpecPath, _ message: String) -> CompositionalSpecError {
        CompositionalSpecError(line: value.line, column: value.column, path: path, renderedPath: path.rendered(in: notation), message: message)
    }

    /// A value as a message shows it: a number, string or Boolean as
    /// written, anything else by its type in the notation.
    func describe(_ value: JSONValue) -> String {
        switch value.content {
        case .number(let number): number.shortDescription
        case .string(let string): JSONWriter.quoted(string)
        case .bool(let bool): String(bool)
        case .array: notation.arrayTypeName
        case .object: notation.objectTypeName
        default: value.typeDescription
        }
    }

    /// The members of an object (or of an empty list, where the notation
    /// makes them one), or `nil`.
    func members(_ value: JSONValue) -> [(key: String, value: JSONValue)]? {
        switch value.content {
        case .object(let members): members
        case .array(let elements) where elements.isEmpty && notation.emptyContainersAreOne: []
        default: nil
        }
    }

    /// The elements of a list (or of an empty object, where the notation
    /// makes them one), or `nil`.
    func elements(_ value: JSONValue) -> [JSONValue]? {
        switch value.content {
        case .array(let elements): elements
        case .object(let members) where members.isEmpty && notation.emptyContainersAreOne: []
        default: nil
        }
    }

    /// The function `value` is, if it is one.
    func function(_ value: JSONValue) -> JSONValue.Foreign? {
        if case .foreign(let foreign) = value.content, foreign.isFunction { return foreign }
        return nil
    }

    /// The function at `path`, for providers of the kind `form` describes.
    ///
    /// - Throws: ``CompositionalSpecError`` for anything but a function.
    func function(_ value: JSONValue, path: SpecPath, form: SpecFunctions.Form) throws(CompositionalSpecError) -> JSONValue.Foreign {
        guard let function = function(value) else {
            throw error(at: value, path, "expected a function such as \(form.example), found \(describe(value))")
        }
        return function
    }

    /// The provider `make` makes of the function at `path`.
    ///
    /// - Throws: ``CompositionalSpecError`` when it cannot keep it.
    func provider<Provider>(_ value: JSONValue, path: SpecPath, _ make: () -> Provider?) throws(CompositionalSpecError) -> Provider {
        guard let provider = make() else { throw error(at: value, path, "could not keep this function (no room left in the script's state)") }
        return provider
    }
}
