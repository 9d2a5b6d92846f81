import Mosaic

/// Reads a JSON-lines job file: one JSON object a line, blank lines
/// skipped. A job's members are `layout`, `params`, `items` or `data`,
/// `heights`, `seed`, `viewport`, `offset`, `insets`, `safeArea`,
/// `layoutMargins`, `scale`, `format`, `compact` and `output`; see `docs/batch.md`.
///
/// Errors name the file, line, column and JSON path:
/// `jobs.jsonl:3:28: $.params.radius: expected a number, a string or a Boolean, found an array`.
enum BatchJobFile {
    /// The members a job may have.
    static let keys = [
        "layout", "params", "items", "data", "heights", "seed", "viewport", "offset", "insets", "safeArea", "layoutMargins", "scale",
        "format", "compact", "output",
    ]

    /// Reads the jobs of the file at `path`.
    ///
    /// - Throws: ``CommandError`` when the file cannot be read or has no
    ///   job; ``JSONError`` (`file:line:column: path: what`) for a line that
    ///   is not a valid job.
    /// - Complexity: O(n) in the size of the file.
    static func read(_ path: String) throws -> [BatchJobSpec] {
        let bytes = try SystemCalls.readFile(atPath: path, role: "job file")
        var jobs: [BatchJobSpec] = []
        var lineNumber = 0
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard line.contains(where: { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains($0) }) else { continue }
            do throws(JSONError) {
                let value = try JSONParser.parse(Array(line), file: path)
                jobs.append(try job(value, line: lineNumber, location: "\(path):\(lineNumber)") { value, jsonPath in
                    "\(path):\(lineNumber):\(value.column): \(jsonPath)"
                })
            } catch var error {
                error.file = path
                error.line = lineNumber
                throw error
            }
        }
        guard !jobs.isEmpty else { throw CommandError("job file '\(path)' has no job; write one JSON object a line") }
        return jobs
    }

    /// One job from its JSON value: a job file's line, or a script's job
    /// table read into a value tree.
    ///
    /// - Parameters:
    ///   - line: the job file's line, if the job is read from one.
    ///   - location: where the job is, for messages: `jobs.jsonl:3`, `jobs[3]`.
    ///   - place: where a value of the job is, for messages.
    static func job(
        _ root: JSONValue, line: Int?, location jobLocation: String, place location: (JSONValue, JSONPath) -> String
    ) throws(JSONError) -> BatchJobSpec {
        guard case .object(let members) = root.content else {
            throw JSONError(at: root, path: .root, "expected a job object {\"layout\": …, \"params\": {…}, …}, found \(root.typeDescription)")
        }
        var job = BatchJobSpec(line: line, location: jobLocation)
        for (key, value) in members {
            let path = JSONPath.root.appending(key)
            switch key {
            case "layout":
                job.layout = try string(value, path: path)
                job.layoutLocation = location(value, path)
            case "params":
                guard case .object(let parameters) = value.content else {
                    throw JSONError(at: value, path: path, "expected an object of parameter values, found \(value.typeDescription)")
                }
                for (name, parameter) in parameters {
                    let parameterPath = path.appending(name)
                    job.assignments.append(BatchJobSpec.Assignment(
                        name: name, value: try parameterValue(parameter, path: parameterPath),
                        location: location(parameter, parameterPath)
                    ))
                }
            case "items":
                job.itemCounts = try itemCounts(value, path: path)
            case "data":
                job.data = try string(value, path: path)
            case "viewport":
                job.viewport = try size(value, path: path)
                job.viewLocations[key] = location(value, path)
            case "offset":
                job.offset = try point(value, path: path)
            case "insets":
                job.insets = try insets(value, path: path)
                job.viewLocations[key] = location(value, path)
            case "safeArea":
                job.safeArea = try insets(value, path: path)
                job.viewLocations[key] = location(value, path)
            case "layoutMargins":
                job.layoutMargins = try insets(value, path: path)
                job.viewLocations[key] = location(value, path)
            case "scale":
                job.scale = try scale(value, path: path)
            case "format":
                let name = try string(value, path: path)
                guard let format = ExportFormat(rawValue: name) else {
                    throw JSONError(at: value, path: path, "unknown format '\(name)'; expected one of \(FormatArgument.allValueStrings.joined(separator: ", "))")
                }
                job.format = format
            case "compact":
                guard case .bool(let compact) = value.content else {
                    throw JSONError(at: value, path: path, "expected true or false, found \(value.typeDescription)")
                }
                job.compact = compact
                job.compactLocation = location(value, path)
            case "output":
                job.output = try string(value, path: path)
                job.outputLocation = location(value, path)
            case "heights", "seed":
                break  // read below, once `items` is known
            default:
                throw JSONError(at: value, path: path, "unknown member '\(key)'; a job has \(keys.joined(separator: ", "))")
            }
        }
        if root["items"] != nil && root["data"] != nil {
            throw JSONError(at: root["data"]!, path: JSONPath.root.appending("data"), "a job has either \"items\" or \"data\", not both")
        }
        try readHeights(root, into: &job)
        return job
    }

    /// `heights` ("50:500" or [50, 500]) and `seed`, which need `items`.
    private static func readHeights(_ root: JSONValue, into job: inout BatchJobSpec) throws(JSONError) {
        let seedPath = JSONPath.root.appending("seed")
        let heightsPath = JSONPath.root.appending("heights")
        guard let heights = root["heights"] else {
            if let seed = root["seed"] { throw JSONError(at: seed, path: seedPath, "\"seed\" needs \"heights\": it seeds the random heights") }
            return
        }
        guard job.itemCounts != nil else {
            throw JSONError(at: heights, path: heightsPath, "\"heights\" needs \"items\": it gives the generated items random heights")
        }
        let range: ClosedRange<Double>
        switch heights.content {
        case .string(let text):
            do { range = try ArgumentSyntax.range(text, option: "heights", maximum: ItemOptions.maximumHeight) } catch {
                throw JSONError(at: heights, path: heightsPath, "expected \"MIN:MAX\" with 0 ≤ MIN ≤ MAX ≤ \(ItemOptions.maximumHeight.shortDescription)")
            }
        case .array(let bounds):
            guard bounds.count == 2, case .number(let low) = bounds[0].content, case .number(let high) = bounds[1].content,
                  low >= 0, low <= high, high <= ItemOptions.maximumHeight
            else { throw JSONError(at: heights, path: heightsPath, "expected [MIN, MAX] with 0 ≤ MIN ≤ MAX ≤ \(ItemOptions.maximumHeight.shortDescription)") }
            range = low ... high
        default:
            throw JSONError(at: heights, path: heightsPath, "expected \"MIN:MAX\" or [MIN, MAX], found \(heights.typeDescription)")
        }
        var seed: UInt64 = 0
        if let value = root["seed"] {
            guard case .number(let number) = value.content, number == number.rounded(), number >= 0, number < 9_007_199_254_740_992 else {
                throw JSONError(at: value, path: seedPath, "expected a whole number ≥ 0")
            }
            seed = UInt64(number)
        }
        job.heights = (range, seed)
    }

    // MARK: - Values

    /// `30` (one section) or `[6, 10, 15]` (one section per count), at most
    /// ``ItemOptions/maximumItemCount`` items in all.
    private static func itemCounts(_ value: JSONValue, path: JSONPath) throws(JSONError) -> [Int] {
        let expectation = "expected a count or an array of counts per section, with at most \(ItemOptions.maximumItemCount) items in all"
        let elements: [JSONValue]
        var isList = false
        switch value.content {
        case .number: elements = [value]
        case .array(let array) where !array.isEmpty: (elements, isList) = (array, true)
        default: throw JSONError(at: value, path: path, expectation)
        }
        var counts: [Int] = []
        var total = 0.0
        for (index, element) in elements.enumerated() {
            guard case .number(let count) = element.content, count == count.rounded(), count >= 0 else {
                throw JSONError(at: element, path: isList ? path.appending(index) : path, expectation)
            }
            total += count
            guard total <= Double(ItemOptions.maximumItemCount) else { throw JSONError(at: value, path: path, expectation) }
            counts.append(Int(count))
        }
        return counts
    }

    private static func string(_ value: JSONValue, path: JSONPath) throws(JSONError) -> String {
        guard case .string(let text) = value.content else { throw JSONError(at: value, path: path, "expected a string, found \(value.typeDescription)") }
        return text
    }

    /// A parameter value in the form the command line writes it (`"0,10,0,10"`)
    /// or in the form the JSON output and the batch index write it: insets
    /// as `{"top", "left", "bottom", "right"}`, a per-section list as an
    /// array (`[2, 3]`, `[{"top": …}, …]`). So parameters copied from an
    /// index or a layout's output read back as they were.
    private static func parameterValue(_ value: JSONValue, path: JSONPath) throws(JSONError) -> BatchJobSpec.Assignment.Value {
        switch value.content {
        case .number(let number): return .typed(.number(number))
        case .bool(let flag): return .typed(.bool(flag))
        case .string(let text): return .text(text)
        case .object: return .text(try insetsText(value, path: path))
        case .array(let elements) where !elements.isEmpty:
            // A per-section list, in the command line's form: `2,3`, `0,10,0,10;20,0,0,0`.
            var parts: [String] = []
            var separator = ","
            for (index, element) in elements.enumerated() {
                let elementPath = path.appending(index)
                switch element.content {
                case .number(let number): parts.append(number.shortDescription)
                case .string(let text): parts.append(text)
                case .bool(let flag): parts.append(flag ? "true" : "false")
                case .object:
                    parts.append(try insetsText(element, path: elementPath))
                    separator = ";"
                default:
                    throw JSONError(at: element, path: elementPath, "expected a number, a string, a Boolean or insets in a per-section list, found \(element.typeDescription)")
                }
            }
            return .text(parts.joined(separator: separator))
        default:
            throw JSONError(at: value, path: path, "expected a number, a string, a Boolean, insets {\"top\", \"left\", \"bottom\", \"right\"} or a list (one value per section), found \(value.typeDescription)")
        }
    }

    /// `{"top": 1, "left": 2, "bottom": 3, "right": 4}` as `1,2,3,4`.
    private static func insetsText(_ value: JSONValue, path: JSONPath) throws(JSONError) -> String {
        let form = "expected insets {\"top\": T, \"left\": L, \"bottom\": B, \"right\": R} with numbers"
        guard case .object(let members) = value.content, members.count == 4 else { throw JSONError(at: value, path: path, form) }
        var numbers: [String] = []
        for key in ["top", "left", "bottom", "right"] {
            guard let member = members.first(where: { $0.key == key }), case .number(let number) = member.value.content else {
                throw JSONError(at: value, path: path, form)
            }
            numbers.append(number.shortDescription)
        }
        return numbers.joined(separator: ",")
    }

    /// `"390x844"` or `{"width": 390, "height": 844}`.
    private static func size(_ value: JSONValue, path: JSONPath) throws(JSONError) -> Size {
        let form = "expected \"WIDTHxHEIGHT\" or {\"width\": W, \"height\": H} with a positive width and height"
        switch value.content {
        case .string(let text):
            do { return try ArgumentSyntax.size(text, option: "viewport") } catch {
                throw JSONError(at: value, path: path, form)
            }
        case .object:
            let numbers = try pair(value, path: path, keys: ("width", "height"), form: form)
            guard numbers.0 > 0, numbers.1 > 0, numbers.0 <= ViewOptions.maximumExtent, numbers.1 <= ViewOptions.maximumExtent else {
                throw JSONError(at: value, path: path, form)
            }
            return Size(width: numbers.0, height: numbers.1)
        default:
            throw JSONError(at: value, path: path, form)
        }
    }

    /// `"0,1200"` or `{"x": 0, "y": 1200}`.
    private static func point(_ value: JSONValue, path: JSONPath) throws(JSONError) -> Point {
        let form = "expected \"X,Y\" or {\"x\": X, \"y\": Y}"
        switch value.content {
        case .string(let text):
            do { return try ArgumentSyntax.point(text, option: "offset") } catch {
                throw JSONError(at: value, path: path, form)
            }
        case .object:
            let numbers = try pair(value, path: path, keys: ("x", "y"), form: form)
            guard abs(numbers.0) <= ViewOptions.maximumOffset, abs(numbers.1) <= ViewOptions.maximumOffset else {
                throw JSONError(at: value, path: path, form)
            }
            return Point(x: numbers.0, y: numbers.1)
        default:
            throw JSONError(at: value, path: path, form)
        }
    }

    /// `"20,0,20,0"`, `"8"`, `8`, or `{"top": 20, "left": 0, "bottom": 20,
    /// "right": 0}` as the index and the JSON output write them; each form
    /// held to the rules of the command line's.
    private static func insets(_ value: JSONValue, path: JSONPath) throws(JSONError) -> Insets {
        let forms = "\"TOP,LEFT,BOTTOM,RIGHT\", one number or {\"top\": T, \"left\": L, \"bottom\": B, \"right\": R}"
        let text: String
        switch value.content {
        case .string(let string): text = string
        case .number(let number): text = number.shortDescription
        case .object: text = try insetsText(value, path: path)
        default: throw JSONError(at: value, path: path, "expected \(forms), found \(value.typeDescription)")
        }
        do { return try ArgumentSyntax.insets(text, option: "insets") } catch {
            throw JSONError(at: value, path: path, "expected \(forms), each from 0 to \(ViewOptions.maximumExtent.shortDescription)")
        }
    }

    /// `2`, `"2"` (1, 2 or 3, as `--scale`) or `"off"` (exact values): `nil` for `"off"`.
    private static func scale(_ value: JSONValue, path: JSONPath) throws(JSONError) -> Double? {
        let form = "expected 1, 2 or 3 (pixels a point), or \"off\" for exact values"
        let text: String
        switch value.content {
        case .string("off"): return nil
        case .string(let string): text = string
        case .number(let number): text = number.shortDescription
        default: throw JSONError(at: value, path: path, "\(form), found \(value.typeDescription)")
        }
        do { return try ArgumentSyntax.displayScale(text, option: "scale") } catch {
            throw JSONError(at: value, path: path, form)
        }
    }

    /// Two number members of an object, and no others.
    private static func pair(_ value: JSONValue, path: JSONPath, keys: (String, String), form: String) throws(JSONError) -> (Double, Double) {
        guard case .object(let members) = value.content, members.count == 2,
              case .number(let first)? = value[keys.0]?.content, case .number(let second)? = value[keys.1]?.content
        else { throw JSONError(at: value, path: path, form) }
        return (first, second)
    }
}
