import Mosaic

/// `mosaic layouts`' output: every layout with its summary and parameters,
/// and for a plugin its file, what shadows it and why it failed to load; as
/// an aligned table for people or as JSON for programs.
enum LayoutListing {
    /// One block per layout: its name and summary; for a plugin its file,
    /// the warning when it is shadowed and its error when it failed to load;
    /// then a row per parameter (name, default, accepted values, doc),
    /// columns aligned across all layouts; last, how to set a parameter and,
    /// when some parameter takes one value per section, how.
    ///
    /// - Complexity: O(p) for p parameters in all.
    static func text(_ layouts: [ListedLayout]) -> String {
        let specs = layouts.flatMap(\.parameterSpecs)
        let nameWidth = max(specs.map(\.name.count).max() ?? 0, "PARAMETER".count)
        let defaultWidth = max(specs.map(\.defaultValue.description.count).max() ?? 0, "DEFAULT".count)
        let kindWidth = max(specs.map(\.kind.summary.count).max() ?? 0, "ACCEPTS".count)
        func row(_ name: String, _ value: String, _ kind: String, _ doc: String) -> String {
            "  " + padded(name, nameWidth) + "  " + padded(value, defaultWidth) + "  " + padded(kind, kindWidth) + "  " + doc
        }
        var lines: [String] = []
        for layout in layouts {
            if !lines.isEmpty { lines.append("") }
            lines.append(layout.summary.isEmpty ? layout.name : "\(layout.name) — \(layout.summary)")
            if let file = layout.file { lines.append("  file: " + file) }
            if let warning = layout.shadowWarning { lines.append("  " + warning) }
            if let error = layout.error {
                lines.append("  error: " + error)
                continue
            }
            if layout.isScript {
                lines.append("  (a script, not a layout)")
                continue
            }
            if layout.parameterSpecs.isEmpty {
                lines.append("  (no parameters)")
                continue
            }
            lines.append(row("PARAMETER", "DEFAULT", "ACCEPTS", "DESCRIPTION"))
            for spec in layout.parameterSpecs {
                lines.append(row(spec.name, spec.defaultValue.description, spec.kind.summary, spec.doc))
            }
        }
        lines.append("")
        lines.append("Set a parameter with: mosaic layout NAME -p PARAMETER=VALUE")
        if specs.contains(where: \.kind.isPerSection) {
            lines.append("Per section: A,B,… (A;B;… for insets) gives section 0 A, section 1 B, …; the last value repeats.")
        }
        return lines.map { trimmedAtEnd(ExitStatus.escapingControlCharacters($0)) + "\n" }.joined()
    }

    /// A JSON document: `{"layouts": [{"name", "summary", "file"?,
    /// "shadowedBy"?, "error"?, "script"?, "parameters": [{"name", "type", "minimum"?,
    /// "maximum"?, "choices"?, "perSection"?, "default", "accepts", "doc"}]}]}`, each
    /// parameter on one line. `file` is a plugin's file; `shadowedBy` the file
    /// of the plugin that wins over it, or `"builtin"`; `error` the one-line
    /// error of a plugin that failed to load (which has no parameters);
    /// `script` is `true` for a `mosaic run` script on the plugin path.
    /// `type` is `number`, `integer`, `bool`, `choice` or `insets`; a
    /// parameter that takes one value per section has the type of one value
    /// and `"perSection": true`. Defaults are written as the layout JSON
    /// export writes parameter values.
    ///
    /// - Complexity: O(p) for p parameters in all.
    static func json(_ layouts: [ListedLayout]) -> String {
        var out = JSONWriter()
        out.raw("{\n  \"layouts\": [")
        for (index, layout) in layouts.enumerated() {
            out.raw(index == 0 ? "\n    {\"name\": " : ",\n    {\"name\": ")
            out.string(layout.name)
            out.raw(", \"summary\": ")
            out.string(layout.summary)
            if let file = layout.file {
                out.raw(", \"file\": ")
                out.string(file)
            }
            switch layout.shadowedBy {
            case nil: break
            case .builtin: out.raw(", \"shadowedBy\": \"builtin\"")
            case .plugin(let file):
                out.raw(", \"shadowedBy\": ")
                out.string(file)
            }
            if let error = layout.error {
                out.raw(", \"error\": ")
                out.string(error)
            }
            if layout.isScript { out.raw(", \"script\": true") }
            out.raw(", \"parameters\": [")
            for (position, spec) in layout.parameterSpecs.enumerated() {
                out.raw(position == 0 ? "\n      " : ",\n      ")
                write(spec, to: &out)
            }
            out.raw(layout.parameterSpecs.isEmpty ? "]}" : "\n    ]}")
        }
        out.raw(layouts.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return out.text
    }

    private static func write(_ spec: ParameterSpec, to out: inout JSONWriter) {
        out.raw("{\"name\": ")
        out.string(spec.name)
        out.raw(", \"type\": ")
        write(spec.kind, to: &out)
        out.raw(", \"default\": ")
        out.raw(spec.defaultValue.jsonText)
        out.raw(", \"accepts\": ")
        out.string(spec.kind.summary)
        out.raw(", \"doc\": ")
        out.string(spec.doc)
        out.raw("}")
    }

    /// `"type"`'s value and the members that go with it: `minimum`,
    /// `maximum`, `choices`, `perSection`.
    private static func write(_ kind: ParameterKind, to out: inout JSONWriter) {
        switch kind {
        case .number(let range):
            out.string("number")
            bounds(range.lowerBound, range.upperBound, to: &out)
        case .integer(let range):
            out.string("integer")
            bounds(Double(range.lowerBound), Double(range.upperBound), to: &out)
        case .bool:
            out.string("bool")
        case .choice(let names):
            out.string("choice")
            out.raw(", \"choices\": [")
            for (index, name) in names.enumerated() {
                if index > 0 { out.raw(", ") }
                out.string(name)
            }
            out.raw("]")
        case .insets(let range):
            out.string("insets")
            bounds(range.lowerBound, range.upperBound, to: &out)
        case .perSection(let element):
            write(element, to: &out)
            out.raw(", \"perSection\": true")
        case .size(let range, let keywords):
            out.string("size")
            bounds(range.lowerBound, range.upperBound, to: &out)
            if !keywords.isEmpty {
                out.raw(", \"choices\": [")
                for (index, word) in keywords.enumerated() {
                    if index > 0 { out.raw(", ") }
                    out.string(word)
                }
                out.raw("]")
            }
        }
    }

    private static func bounds(_ low: Double, _ high: Double, to out: inout JSONWriter) {
        if low.isFinite {
            out.raw(", \"minimum\": ")
            out.number(low)
        }
        if high.isFinite {
            out.raw(", \"maximum\": ")
            out.number(high)
        }
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }

    private static func trimmedAtEnd(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line.removeLast() }
        return String(line)
    }
}
