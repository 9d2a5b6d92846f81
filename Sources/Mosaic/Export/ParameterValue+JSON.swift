extension ParameterValue {
    /// The value as the JSON export writes it: a number, `true`/`false`, a
    /// string for a choice, `{"top", "left", "bottom", "right"}` for insets,
    /// an array of these for a per-section list (`[2, 3]`).
    /// One definition for every JSON output (`mosaic layout`, `mosaic layouts`).
    package var jsonText: String {
        var buffer = TextBuffer()
        buffer.jsonParameter(self)
        return buffer.string
    }
}
