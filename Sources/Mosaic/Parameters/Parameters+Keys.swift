/// Typed access to a parameter set through ``ParameterKey``s, and setting a
/// whole set's values by name.
extension Parameters {
    /// The value of `key`'s parameter, typed: the key's default when the set
    /// has no parameter of that name or holds a value of another type there.
    ///
    /// Setting checks the value against the set's spec of that name.
    ///
    /// - Precondition (set): the set has the key's parameter and the value
    ///   is valid for it (a programmer error: a key of another layout, or a
    ///   value outside the range the key declares). Values that come from
    ///   input go through ``set(_:to:)-(ParameterKey<Value>,_)``, which throws.
    /// - Complexity: O(p) for p parameters (O(p + k) for a per-section list
    ///   of k values).
    public subscript<Value>(key: ParameterKey<Value>) -> Value {
        get {
            guard let index = specs.firstIndex(where: { $0.name == key.name }),
                  let value = Value(parameterValue: values[index]) else { return key.defaultValue }
            return value
        }
        set {
            do throws(ParameterError) {
                try set(key, to: newValue)
            } catch {
                preconditionFailure(error.description)
            }
        }
    }

    /// Sets `key`'s parameter after checking the value.
    ///
    /// - Throws: ``ParameterError/unknownParameter(name:layout:available:)``
    ///   when the set has no parameter of that name; the spec's error for a
    ///   value it does not accept.
    public mutating func set<Value>(_ key: ParameterKey<Value>, to value: Value) throws(ParameterError) {
        try set(key.name, to: value.parameterValue)
    }

    /// Whether the set has a parameter named `name`.
    public func contains(_ name: String) -> Bool {
        specs.contains { $0.name == name }
    }

    /// Sets each parameter of `other` to its value there, by name, checked
    /// by this set's spec: how a layout's parameter set takes the values of
    /// another set of the same parameters (a plugin's, with other defaults),
    /// and how a set meant for another layout is refused.
    ///
    /// - Throws: ``ParameterError/unknownParameter(name:layout:available:)``
    ///   naming the first parameter of `other` (in its order) this set does
    ///   not have, whatever its value; the spec's error for a value this set
    ///   does not accept. The set is unchanged when it throws.
    /// - Complexity: O(p·q) for p and q parameters.
    public mutating func setValues(from other: Parameters) throws(ParameterError) {
        var result = self
        for (spec, value) in zip(other.specs, other.values) {
            let index = try result.position(of: spec.name)
            if result.specs[index] == spec && result.values[index] == value { continue }
            result.values[index] = try result.specs[index].validate(value)
        }
        self = result
    }

    /// Whether `other` has the same parameters as this set, in the same
    /// order and of the same kinds (its layout name and defaults may differ).
    ///
    /// - Complexity: O(p) for p parameters.
    public func hasSameParameters(as other: Parameters) -> Bool {
        specs.count == other.specs.count
            && zip(specs, other.specs).allSatisfy { $0.name == $1.name && $0.kind == $1.kind }
    }
}
