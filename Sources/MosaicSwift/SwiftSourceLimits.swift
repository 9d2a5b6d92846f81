/// The limits on one Swift layout file, which is untrusted input: it is read
/// and evaluated, never compiled or run, and these bound what reading it can cost.
package struct SwiftSourceLimits: Hashable, Sendable {
    /// The largest file read, in bytes (1 MiB: a long layout file is 20 KiB).
    package var maximumBytes: Int
    /// The deepest nesting of brackets, braces and parentheses the parser
    /// accepts (SwiftParser's `maximumNestingLevel`; its own default is 256).
    package var maximumNestingLevel: Int
    /// The deepest nesting of square brackets among them (`[[[…`): SwiftParser
    /// tries each `[` both as a type and as a literal, so its time doubles
    /// with every level (22 levels took 44 s); layout code nests two or three.
    package var maximumSquareBracketNesting: Int
    /// The deepest syntax tree the evaluator walks, in nodes: chains the
    /// parser does not count as nesting (`a.b.c…`, `-(-(-…))`, `f()()()…`)
    /// are bounded here, before anything recursive runs on the tree.
    package var maximumSyntaxDepth: Int
    /// The most expressions and statements one evaluation runs (one per
    /// section for a section provider).
    package var maximumSteps: Int
    /// The most steps a section provider takes for one section: it runs
    /// again for every section on every prepare, so it gets a tenth.
    package var maximumStepsPerSection: Int
    /// The deepest chain of helper-function calls (recursion ends here).
    package var maximumCallDepth: Int
    /// The most tokens the parser recurses on without brackets (`?`,
    /// generic `<`, `#if`, `try`, `await`) one file may hold (``SwiftSourceScan``).
    package var maximumRecursiveTokens: Int
    /// The most tokens all the files of one layout may hold together
    /// (``SwiftSourceScan`` counts them before anything is parsed): what
    /// bounds the parser's time and memory, which neither ``time`` nor
    /// ``memory`` can once it has started. 100,000: the largest layout of
    /// the fixtures (186 lines) has under 2,000, a 2,500-line view
    /// controller about 30,000, so a feature folder of several view
    /// controllers fits. A debug build reads 30,000 tokens in 1.0–2.4 s of
    /// CPU and 49–54 MB whatever their shape, and the time grows in
    /// proportion. 50,000 statements took 39 s and 102 MB past
    /// `--timeout 2 --max-memory 16` before this limit.
    package var maximumTokens: Int
    /// The stack of the thread the file is parsed and evaluated on, in bytes.
    package var stackSize: Int
    /// The most sections a flow layout delegate's per-section values may
    /// differ over: its methods are evaluated for sections 0 through this
    /// number, and must give the same value for the last two.
    package var maximumFlowSections: Int
    /// The most expressions being evaluated inside one another at once,
    /// across calls: what bounds the evaluator's stack, whatever mix of
    /// nesting and helper calls the code uses.
    package var maximumEvaluationDepth: Int
    /// The longest one evaluation may run: reading the file, or one prepare's
    /// calls of a section provider (`--timeout`); `.zero` for no limit (the
    /// default: the program that reads the file gives its own, as `mosaic`
    /// gives `--timeout`).
    package var time: Duration
    /// The most bytes one evaluation may build (`--max-memory`), charged
    /// as ``SwiftEvaluationBudget`` does; 0 for no limit (the default, as for ``time``).
    package var memory: Int

    /// Creates limits.
    package init(
        maximumBytes: Int = 1 << 20, maximumNestingLevel: Int = 64, maximumSquareBracketNesting: Int = 8, maximumSyntaxDepth: Int = 600,
        maximumSteps: Int = 200_000, maximumStepsPerSection: Int = 20_000, maximumCallDepth: Int = 32, maximumEvaluationDepth: Int = 100,
        maximumFlowSections: Int = 64, maximumRecursiveTokens: Int = 512, maximumTokens: Int = 100_000, stackSize: Int = 64 << 20,
        time: Duration = .zero, memory: Int = 0
    ) {
        self.time = time
        self.memory = memory
        self.maximumBytes = maximumBytes
        self.maximumNestingLevel = maximumNestingLevel
        self.maximumSquareBracketNesting = maximumSquareBracketNesting
        self.maximumSyntaxDepth = maximumSyntaxDepth
        self.maximumSteps = maximumSteps
        self.maximumStepsPerSection = maximumStepsPerSection
        self.maximumCallDepth = maximumCallDepth
        self.maximumEvaluationDepth = maximumEvaluationDepth
        self.maximumFlowSections = maximumFlowSections
        self.maximumRecursiveTokens = maximumRecursiveTokens
        self.maximumTokens = maximumTokens
        self.stackSize = stackSize
    }

    /// The most files one layout is read from (`--swift` repeated, a folder).
    package var maximumFiles: Int = 256
    /// The most bytes of all those files together (4 MiB).
    package var maximumTotalBytes: Int = 4 << 20

    /// The limits `mosaic` uses.
    package static let standard = SwiftSourceLimits()
}
