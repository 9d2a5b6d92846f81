import ArgumentParser
import Mosaic

/// `mosaic update NAME … --batch FILE`: applies a batch update to a layout
/// and prints how every element animates.
struct UpdateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Apply a batch of inserts, deletes, moves and reloads, and print the animation plan (JSON or a table).",
        discussion: """
            Lays out the items as 'mosaic layout' does, applies the batch update in \
            --batch FILE as UICollectionView.performBatchUpdates does, and prints the plan: \
            every element before or after the update, whether it is inserted, deleted, \
            moved, reloaded or unchanged, with its attributes before and after and, for \
            elements that appear or disappear, the attributes they animate from or to. \
            With --query, only the elements whose visual frame meets the rectangle before \
            or after the update are listed, as UIKit animates only what is on screen. The layout options are those of 'mosaic layout' (--spec for \
            the compositional layout, --section-offset, --measure: sizes fed back before \
            the update, which follow their items).

            The batch file is JSON, every member optional: {"deleteItems": [[s, i], …], \
            "insertItems": [[s, i], …], "reloadItems": [[s, i], …], "moveItems": [[[s, i], \
            [s, i]], …], "deleteSections": [s, …], "insertSections": [s, …], \
            "reloadSections": [s, …], "itemsAfter": [n, …]}. As in UIKit, deletes, reloads \
            and move sources name index paths before the update; inserts and move \
            destinations name index paths after it; itemsAfter is the item count of each \
            section after the update and must agree with the batch. Inserted items have no \
            metrics. A batch that breaks one of UIKit's rules (where UIKit would crash) is \
            refused with one line naming the rule and the index paths, exit status 1, and \
            no file is written. See docs/json-format.md.

            --format json (the default, or with -o FILE.json) writes the plan as JSON; \
            --format text (or -o FILE.txt) writes a summary line and a table, one row per \
            element: its change, index paths and frames before and after, and what it \
            animates from or to.

            Examples:
              mosaic update flow --items 30 --batch batch.json
              mosaic update flow --items 30 --batch batch.json --format text
              mosaic update waterfall --data examples/photos.json \\
                  --batch batch.json -o plan.json
            """
    )

    @Argument(help: ArgumentHelp(
        "The layout: a built-in (\(BuiltinLayouts.all.map(\.name).joined(separator: ", "))), a plugin's name, or a .lua file.",
        valueName: "name"
    ))
    var name: String

    @Option(help: ArgumentHelp("The batch update, a JSON file (see the discussion below).", valueName: "file"))
    var batch: String

    @Option(
        name: [.short, .long],
        help: ArgumentHelp("Write the plan to <file> instead of standard output, atomically.", valueName: "file")
    )
    var output: String?

    /// What `--format` takes: the plan as JSON or as a table.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json, text
    }

    @Option(help: ArgumentHelp(
        "The plan as json (the default) or text, a table; with -o, the file's extension (.json, .txt) when not given.",
        valueName: "format"
    ))
    var format: Format?

    @OptionGroup(title: "Layout")
    var parameters: ParameterOptions

    @OptionGroup(title: "Items")
    var items: ItemOptions

    @OptionGroup(title: "Viewport")
    var view: ViewOptions

    @OptionGroup(title: "Lua plugins")
    var limits: LimitOptions

    @OptionGroup(title: "Input files")
    var inputs: InputOptions

    func validate() throws {
        try parameters.checkSpec(layout: name)
        _ = try resolvedFormat()
        if let output {
            let file = OutputFile(path: output)
            if let problem = file.problem() { throw ValidationError("-o '\(output)': \(problem)") }
            try file.checkNotAnInput(OutputOptions.inputs(layout: name, parameters: parameters, items: items) + [("batch file", batch)])
        }
    }

    func run() throws {
        if output != nil { EmergencyExit.install() }  // no temporary file outlives a Ctrl-C
        // The batch file first: a typo in it should not wait for a layout.
        let update = try BatchUpdate.parse(
            json: try SystemCalls.readFile(atPath: batch, role: "batch file"), file: batch, maximumItemCount: ItemOptions.maximumItemCount
        )
        let descriptor = try parameters.descriptor(for: name, resolver: LayoutResolver(limits: try limits.limits()), environment: try view.environment())
        let engine = try CommandEngine.make(descriptor: descriptor, parameters: parameters, items: items, view: view)
        try Self.checkItemCap(update, before: engine.dataSource.itemCounts, file: batch)
        let plan: UpdatePlan
        do {
            // With --query, the plan lists at most ElementCap.standard entries and says how many it left out.
            plan = try engine.performBatchUpdates(update, in: try view.queryRect(), limit: ElementCap.standard)
        } catch let error as BatchUpdateError {
            throw CommandError("\(batch): \(error)")  // which file broke the rule
        }
        let document = try resolvedFormat() == .text ? plan.text() : plan.json()
        if let output {
            let file = OutputFile(path: output)
            file.removeStaleTemporaries()
            try file.write(document)
        } else {
            try StandardStreams.write(document)
        }
    }

    /// `--format`, else the output file's extension (`.txt` or `.text`:
    /// text; `.json`: JSON), else JSON.
    ///
    /// - Throws: `ValidationError` for an output file whose extension names
    ///   another format (`.svg`, `.csv`): the plan is JSON or text only.
    func resolvedFormat() throws -> Format {
        if let format { return format }
        guard let output else { return .json }
        let name = output.split(separator: "/").last.map(String.init) ?? output
        guard let dot = name.lastIndex(of: "."), let kind = ExportFormat(fileExtension: String(name[name.index(after: dot)...])) else {
            return .json
        }
        switch kind {
        case .text: return .text
        case .json: return .json
        default:
            throw ValidationError("-o '\(output)': an update plan is written as JSON or text only; use .json or .txt, or add --format json|text")
        }
    }

    /// Throws, before the update is worked out (and its arrays allocated),
    /// when the batch leaves more items than mosaic lays out
    /// (``ItemOptions/maximumItemCount``), naming the member that adds them.
    static func checkItemCap(_ update: BatchUpdate, before: [Int], file: String) throws {
        let after = update.itemCountAfter(itemCounts: before)
        let cap = ItemOptions.maximumItemCount
        guard after > cap else { return }
        let total = before.reduce(0, +)
        let member = update.itemsAfter != nil ? "$.itemsAfter" : "$.insertItems"
        throw CommandError("\(file): \(member): the update leaves \(after) items (\(total) before); mosaic lays out at most \(cap)")
    }
}
