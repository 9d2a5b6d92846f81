import Foundation
import Mosaic
import Testing

/// One command line that `mosaic` must refuse.
struct BadInput: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    /// Words the one-line message must contain: the option, parameter, path…
    var keywords: [String]
    /// The exit status: 64 for a bad command line, 1 for a bad file.
    var status: Int32 = 64
    /// Whether to add `-o FILE` and check that an existing file survives.
    var addsOutputFile = true

    var testDescription: String { "mosaic " + arguments.joined(separator: " ") }

    static func layout(_ arguments: String..., says keywords: [String], status: Int32 = 64) -> BadInput {
        BadInput(arguments: ["layout"] + arguments, keywords: keywords, status: status)
    }
}

/// Every bad input is one line on standard error starting with `error: `,
/// a non-zero exit, nothing on standard output, and no file written.
@Suite("mosaic: bad input")
struct BadInputTests {
    static let layoutAndParameterCases: [BadInput] = [
        .layout("spiral", says: ["unknown layout 'spiral'", "flow, waterfall, fan"]),
        .layout("fan", "-p", "radiuss=3", says: ["unknown parameter 'radiuss'", "radius, itemWidth, itemHeight"]),
        .layout("waterfall", "-p", "gutter=3", says: ["unknown parameter 'gutter'", "columns, padding, placement"]),
        .layout("waterfall", "-p", "columns=abc", says: ["columns", "'abc'", "whole number"]),
        .layout("waterfall", "-p", "columns=2.5", says: ["columns", "'2.5'"]),
        .layout("flow", "-p", "pinHeaders=maybe", says: ["pinHeaders", "'maybe'", "true or false"]),
        .layout("flow", "-p", "alignment=middle", says: ["alignment", "'middle'", "justified, leading, center"]),
        .layout("flow", "-p", "sectionInset=1,2", says: ["sectionInset", "'1,2'"]),
        .layout("fan", "-p", "columns", says: ["-p 'columns'", "NAME=VALUE"]),
        .layout("fan", "-p", "=3", says: ["-p '=3'", "NAME=VALUE"]),
    ]

    static let rangeCases: [BadInput] = [
        .layout("fan", "--items", "-1", says: ["--items '-1'", "0 to 10000000"]),
        .layout("fan", "--items", "10000001", says: ["--items '10000001'", "at most 10000000 items"]),
        .layout("fan", "--items", "6,,15", says: ["--items '6,,15'", "one count per section"]),
        .layout("fan", "--items", "6000000,6000000", says: ["--items '6000000,6000000'", "at most 10000000 items"]),
        .layout("waterfall", "-p", "columns=0", says: ["columns", "out of range", "1 to 10000"]),
        .layout("waterfall", "-p", "columns=10001", says: ["columns", "out of range"]),
        .layout("flow", "-p", "itemWidth=-5", says: ["itemWidth", "out of range"]),
        .layout("flow", "-p", "lineSpacing=1e12", says: ["lineSpacing", "out of range"]),
        .layout("fan", "--columns", "0", says: ["--columns 0"]),
        .layout("fan", "--columns", "100000", says: ["--columns 100000"]),
        .layout("waterfall", "-p", "padding=100", says: ["waterfall", "padding 100", "no room"]),
        .layout("waterfall", "--items", "5", "--heights", "5:1", says: ["--heights '5:1'", "MIN"]),
        .layout("waterfall", "--items", "5", "--heights", "-5:10", says: ["--heights '-5:10'"]),
        .layout("fan", "--insets", "500,0,500,0", says: ["--insets", "no room", "390x844"]),
        .layout("fan", "--insets", "-1", says: ["--insets '-1'", "negative"]),
        .layout("fan", "--query", "0,0,-1,5", says: ["--query '0,0,-1,5'", "negative"]),
        .layout("flow", "--viewport", "2e9x844", says: ["--viewport '2e9x844'", "at most 1000000000"]),
        .layout("fan", "--offset", "1e13,0", says: ["--offset '1e13,0'", "1000000000000"]),
        .layout("fan", "--insets", "0,2e9,0,0", says: ["--insets '0,2e9,0,0'", "at most 1000000000"]),
    ]

    static let nonFiniteCases: [BadInput] = [
        .layout("fan", "-p", "radius=nan", says: ["radius", "'nan'"]),
        .layout("fan", "-p", "radius=inf", says: ["radius", "'inf'"]),
        .layout("fan", "-p", "itemWidth=-infinity", says: ["itemWidth", "'-infinity'"]),
        .layout("flow", "-p", "sectionInset=0,nan,0,0", says: ["sectionInset", "nan"]),
        .layout("fan", "--offset", "inf,0", says: ["--offset 'inf,0'", "'inf' is not a finite number"]),
        .layout("fan", "--offset", "0,-infinity", says: ["--offset", "'-infinity' is not a finite number"]),
        .layout("fan", "--viewport", "nanx844", says: ["--viewport 'nanx844'", "not a finite number"]),
        .layout("fan", "--insets", "0,inf,0,0", says: ["--insets", "not a finite number"]),
        .layout("fan", "--query", "0,0,nan,10", says: ["--query", "'nan' is not a finite number"]),
        .layout("fan", "-p", "radius=0x10", says: ["radius", "'0x10' is not valid"]),
        .layout("fan", "--offset", "0x10,0", says: ["--offset '0x10,0'", "expected X,Y"]),
        .layout("waterfall", "--heights", "0:inf", says: ["--heights", "'inf' is not a finite number"]),
    ]

    static let malformedCases: [BadInput] = [
        .layout("fan", "--viewport", "390", says: ["--viewport '390'", "WIDTHxHEIGHT"]),
        .layout("fan", "--viewport", "390x", says: ["--viewport '390x'", "WIDTHxHEIGHT"]),
        .layout("fan", "--viewport", "390x844x2", says: ["--viewport '390x844x2'", "WIDTHxHEIGHT"]),
        .layout("fan", "--viewport", "390*844", says: ["--viewport '390*844'", "WIDTHxHEIGHT"]),
        .layout("fan", "--viewport", "0x844", says: ["--viewport '0x844'", "positive"]),
        .layout("fan", "--viewport", "-390x844", says: ["--viewport '-390x844'", "positive"]),
        .layout("fan", "--offset", "1", says: ["--offset '1'", "X,Y"]),
        .layout("fan", "--offset", "1,2,3", says: ["--offset '1,2,3'", "X,Y"]),
        .layout("fan", "--offset", "a,b", says: ["--offset 'a,b'", "X,Y"]),
        .layout("fan", "--insets", "1,2", says: ["--insets '1,2'", "TOP,LEFT,BOTTOM,RIGHT"]),
        .layout("fan", "--query", "0,0,10", says: ["--query '0,0,10'", "X,Y,WIDTH,HEIGHT"]),
        .layout("waterfall", "--heights", "50-500", says: ["--heights '50-500'", "MIN:MAX"]),
    ]

    static let dataCases: [BadInput] = [
        .layout("fan", "--data", "Tests/Fixtures/missing.json",
                says: ["cannot read data file 'Tests/Fixtures/missing.json'", "No such file"], status: 1),
        .layout("fan", "--data", "Tests/Fixtures", says: ["data file 'Tests/Fixtures' is a directory, not a regular file"], status: 1),
        .layout("waterfall", "--data", "Tests/Fixtures/latin1.json",
                says: ["Tests/Fixtures/latin1.json:2:47:", "invalid UTF-8"], status: 1),
        .layout("waterfall", "--data", "Tests/Fixtures/malformed.json",
                says: ["Tests/Fixtures/malformed.json:3:17:", "expected ',' or '}'"], status: 1),
        .layout("waterfall", "--data", "Tests/Fixtures/bad-height.json",
                says: ["Tests/Fixtures/bad-height.json:4:", "$.sections[1].items[1].height", "from 0 to 1000000000", "-1"], status: 1),
        .layout("waterfall", "--data", "Tests/Fixtures/wrong-type.json",
                says: ["Tests/Fixtures/wrong-type.json:3:", "$[1].width", "\"wide\""], status: 1),
        .layout("waterfall", "--data", "Tests/Fixtures/empty.json",
                says: ["Tests/Fixtures/empty.json:1:1:", "end of the text"], status: 1),
        .layout("flow", "--data", "Tests/Fixtures/too-many.json",
                says: ["Tests/Fixtures/too-many.json", "12000000 items", "at most 10000000"], status: 1),
        .layout("waterfall", "--items", "3", "--data", "Tests/Fixtures/photos.json", says: ["--items and --data"]),
        .layout("waterfall", "--heights", "1:2", "--data", "Tests/Fixtures/photos.json", says: ["--heights and --data"]),
        .layout("waterfall", "--seed", "3", says: ["--seed", "--heights"]),
    ]

    static let commandLineCases: [BadInput] = [
        .layout("fan", "--foo", says: ["unknown option '--foo'"]),
        .layout("fan", "--format", "xml", says: ["'xml'", "--format", "text", "svg"]),
        .layout("fan", "--items", "abc", says: ["'abc'", "--items"]),
        .layout("fan", "--seed", "-1", "--heights", "1:2", says: ["'-1'", "--seed"]),
        .layout("fan", "--columns", "80", "--format", "json", says: ["--columns", "json"]),
        .layout("fan", "extra", says: ["unexpected argument 'extra'"]),
        .layout("fan\nspiral", says: ["unknown layout 'fan\\nspiral'"]),
        .layout("fan", "-p", "radius=1\n2", says: ["radius", "'1\\n2'"]),
        BadInput(arguments: ["layout"], keywords: ["missing", "<name>"], addsOutputFile: false),
        BadInput(arguments: ["layout", "fan", "--items"], keywords: ["missing value", "--items"], addsOutputFile: false),
        BadInput(arguments: ["bogus"], keywords: ["unknown command 'bogus'", "layout, layouts"], addsOutputFile: false),
        BadInput(arguments: ["layouts", "--format", "yaml"], keywords: ["'yaml'", "--format"], addsOutputFile: false),
        BadInput(arguments: ["--frobnicate"], keywords: ["unknown option '--frobnicate'"], addsOutputFile: false),
    ]

    @Test(arguments: layoutAndParameterCases + rangeCases)
    func layoutsAndParameters(_ input: BadInput) throws { try check(input) }

    @Test(arguments: nonFiniteCases + malformedCases)
    func valuesThatAreNotFiniteOrNotWellFormed(_ input: BadInput) throws { try check(input) }

    @Test(arguments: dataCases)
    func dataFiles(_ input: BadInput) throws { try check(input) }

    @Test(arguments: commandLineCases)
    func commandLines(_ input: BadInput) throws { try check(input) }

    @Test func outputDirectoryThatDoesNotExist() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("missing/out.json").path
        try expectRefusal(["layout", "fan", "-o", path], says: ["-o '\(path)'", "does not exist"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func outputDirectoryThatIsAFile() throws {
        let path = "Tests/Fixtures/photos.json/out.json"
        try expectRefusal(["layout", "fan", "-o", path], says: ["-o '\(path)'", "'Tests/Fixtures/photos.json' is not a directory"])
    }

    @Test func outputPathThatIsADirectory() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try expectRefusal(["layout", "fan", "-o", directory.path], says: ["is a directory"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func outputFileWithAnUnknownExtension() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("layout.dat").path
        try expectRefusal(["layout", "fan", "-o", path], says: ["cannot tell the format", "--format"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    /// Root ignores permissions, so this needs an ordinary user.
    @Test(.enabled(if: geteuid() != 0, "root may write to any directory"))
    func outputDirectoryThatIsNotWritable() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
            try? FileManager.default.removeItem(at: directory)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        let path = directory.appendingPathComponent("out.json").path
        try expectRefusal(["layout", "fan", "-o", path], says: ["not writable"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test(.enabled(if: geteuid() != 0, "root may read any file"))
    func dataFileThatIsNotReadable() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("secret.json")
        try "[1, 2, 3]".write(to: file, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
        try expectRefusal(["layout", "fan", "--data", file.path], says: ["cannot read data file", "secret.json"], status: 1)
    }

    // MARK: - Checks

    /// Runs `input`, adding `-o FILE` over an existing file when asked, and
    /// checks the refusal and that the file is untouched and alone.
    private func check(_ input: BadInput) throws {
        guard input.addsOutputFile else {
            return try expectRefusal(input.arguments, says: input.keywords, status: input.status)
        }
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("previous.txt")
        let previous = "the previous output\n"
        try previous.write(to: file, atomically: false, encoding: .utf8)

        try expectRefusal(input.arguments + ["-o", file.path], says: input.keywords, status: input.status)

        #expect(try String(contentsOf: file, encoding: .utf8) == previous)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["previous.txt"])
    }

    private func expectRefusal(_ arguments: [String], says keywords: [String], status: Int32 = 64) throws {
        let result = try MosaicRunner.run(arguments)
        #expect(result.status == status, "exit status")
        #expect(result.standardOutput.isEmpty, "nothing on standard output")
        #expect(result.errorLines.count == 1, "one line: \(result.standardError)")
        let line = result.errorLines.first ?? ""
        #expect(line.hasPrefix("error: "), "\(line)")
        for keyword in keywords {
            #expect(line.contains(keyword), "'\(keyword)' in: \(line)")
        }
    }
}
