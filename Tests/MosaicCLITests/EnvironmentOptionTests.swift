import Foundation
import Mosaic
import Testing

/// `--safe-area`, `--layout-margins` and `--scale`, end to end: what they
/// change in every output, and the one-line refusals of bad values.
@Suite("mosaic: --safe-area, --layout-margins, --scale")
struct EnvironmentOptionTests {
    func cells(_ arguments: [String]) throws -> [Rect] {
        let output = try MosaicRunner.json(arguments + ["--format", "json"])
        return output.elements.filter { $0["category"]?.string == "cell" }.map { $0.rect("frame") }
    }

    /// iPhone landscape: safe area 44 left and right; the flow's section
    /// insets measured from it (Apple, sectionInsetReference) start at 44;
    /// from the layout margins at 44 + 16 = 60.
    @Test func theSafeAreaAndMarginsMoveSectionsThatReferToThem() throws {
        let common = ["layout", "flow", "--items", "2", "--viewport", "844x390", "--safe-area", "0,44,21,44", "-p", "alignment=leading"]
        #expect(try cells(common)[0].minX == 0, "fromContentInset, the default")
        #expect(try cells(common + ["-p", "sectionInsetReference=fromSafeArea"])[0].minX == 44)
        #expect(try cells(common + ["-p", "sectionInsetReference=fromLayoutMargins"])[0].minX == 60)
        #expect(try cells(common + ["-p", "sectionInsetReference=fromLayoutMargins", "--layout-margins", "0,8,0,8"])[0].minX == 52)
    }

    @Test func theCompositionalLayoutIsInsetByTheSafeAreaByDefault() throws {
        let spec = ["layout", "compositional", "--spec", "examples/compositional-list.json", "--items", "2", "--viewport", "844x390"]
        let inset = try cells(spec + ["--safe-area", "0,44,0,44"])
        let plain = try cells(spec)
        #expect(inset[0].minX == plain[0].minX + 44)
        #expect(inset[0].width == plain[0].width - 88)
    }

    /// 100.3-wide items 0.3 apart: x 100.6 and 201.2 exactly; at scale 2,
    /// 100.5 and 201 in JSON, CSV, SVG, queries and update plans alike.
    @Test func scaleRoundsEveryOutput() throws {
        let arguments = ["layout", "flow", "--items", "3", "-p", "itemWidth=100.3", "-p", "interitemSpacing=0.3", "-p", "alignment=leading"]
        let exact = try cells(arguments)
        #expect(exact[1].minX == 100.6)
        let rounded = try cells(arguments + ["--scale", "2"])
        #expect(rounded.map(\.minX) == [0, 100.5, 201], "100.6 → 100.5, 201.2 → 201")
        #expect(rounded.allSatisfy { $0.width == 100.5 })
        let csv = try MosaicRunner.run(arguments + ["--scale", "2", "--format", "csv"])
        #expect(csv.standardOutput.contains("cell,,0,1,100.5,0,100.5,100,"), "\(csv.standardOutput)")
        let svg = try MosaicRunner.run(arguments + ["--scale", "2", "--format", "svg"])
        #expect(svg.status == 0 && !svg.standardOutput.contains("100.6"), "\(svg.standardError)")
        let query = try MosaicRunner.run(arguments + ["--scale", "1", "--query", "0,0,150,100", "--format", "csv"])
        #expect(query.standardOutput.contains("cell,,0,1,101,0,100,100,"), "\(query.standardOutput)")

        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let batch = directory.appendingPathComponent("batch.json")
        try #"{"insertItems": [[0, 3]]}"#.write(to: batch, atomically: true, encoding: .utf8)
        let update = try MosaicRunner.run([
            "update", "flow", "--items", "3", "-p", "itemWidth=100.3", "-p", "alignment=leading", "--scale", "1", "--batch", batch.path,
        ])
        #expect(update.status == 0, "\(update.standardError)")
        #expect(!update.standardOutput.contains("100.3") && update.standardOutput.contains("110"), "\(update.standardOutput)")
    }

    /// A layout's JSON says everything its frames depend on, so that a file
    /// can be laid out again: the safe area, margins and scale are written
    /// when set, and left out at their defaults (the bytes stay as before).
    @Test func theJSONHeaderNamesTheEnvironmentWhenItIsSet() throws {
        for compact in [false, true] {
            let form = compact ? ["--compact"] : []
            let plain = try MosaicRunner.run(["layout", "flow", "--items", "2", "--format", "json"] + form)
            #expect(plain.status == 0)
            for member in ["safeArea", "layoutMargins", "scale"] { #expect(!plain.standardOutput.contains("\"\(member)\"")) }
            let set = try MosaicRunner.run(
                ["layout", "flow", "--items", "2", "--format", "json", "--safe-area", "0,44,0,44", "--layout-margins", "8", "--scale", "3"] + form
            )
            #expect(set.status == 0, "\(set.standardError)")
            let space = compact ? "" : " "
            #expect(set.standardOutput.contains("\"safeArea\":\(space){\"top\":\(space)0,\(space)\"left\":\(space)44,"), "\(set.standardOutput.prefix(600))")
            #expect(set.standardOutput.contains("\"layoutMargins\":\(space){\"top\":\(space)8,"))
            #expect(set.standardOutput.contains("\"scale\":\(space)3,"))
        }
    }

    @Test func theSameCommandGivesTheSameBytes() throws {
        let arguments = ["layout", "waterfall", "--items", "40", "--heights", "50:300", "--seed", "3", "--scale", "3", "--safe-area", "0,10,0,10", "--format", "json"]
        let first = try MosaicRunner.run(arguments), second = try MosaicRunner.run(arguments)
        #expect(first.status == 0 && first.standardOutput == second.standardOutput)
    }

    static let badValues: [(arguments: [String], keywords: [String])] = [
        (["--safe-area", "-1"], ["--safe-area '-1'", "negative"]),
        (["--safe-area", "nan"], ["--safe-area 'nan'", "not a finite number"]),
        (["--safe-area", "1,2"], ["--safe-area '1,2'", "TOP,LEFT,BOTTOM,RIGHT"]),
        (["--safe-area", "0,200,0,190"], ["--safe-area '0,200,0,190'", "leave no room", "390x844"]),
        (["--layout-margins", "inf"], ["--layout-margins 'inf'", "not a finite number"]),
        (["--layout-margins", "0,380,0,0", "--safe-area", "0,10,0,0"], ["--layout-margins '0,380,0,0'", "safe area and layout margins leave no room"]),
        (["--scale", "4"], ["--scale '4'", "1, 2 or 3"]),
        (["--scale", "0"], ["--scale '0'", "1, 2 or 3"]),
        (["--scale", "2.5"], ["--scale '2.5'", "1, 2 or 3"]),
        (["--scale", "retina"], ["--scale 'retina'", "1, 2 or 3"]),
        (["--scale", "-inf"], ["--scale '-inf'", "not a finite number"]),
    ]

    @Test(arguments: badValues.indices)
    func badValuesAreOneLineNamingTheOption(_ index: Int) throws {
        let (arguments, keywords) = Self.badValues[index]
        for command in [["layout", "flow"], ["batch", "flow", "--out", "unused-dir"], ["update", "flow", "--batch", "unused.json"]] {
            let result = try MosaicRunner.run(command + arguments)
            #expect(result.status == 64, "\(command) \(arguments): \(result.standardError)")
            #expect(result.standardOutput.isEmpty)
            #expect(result.errorLines.count == 1, "\(result.standardError)")
            for keyword in keywords { #expect(result.errorLines.first?.contains(keyword) == true, "'\(keyword)' in \(result.standardError)") }
        }
    }

    @Test func theREPLRefusesASafeAreaTheViewportHasNoRoomFor() throws {
        let result = try MosaicRunner.run(["repl", "flow"], standardInput: ":viewport 100x100\n:safearea 0,60,0,40\n:safearea\n")
        #expect(result.standardError.contains("safe area 0,60,0,40: the safe area insets leave no room in the 100x100 viewport"), "\(result.standardError)")
        #expect(result.standardOutput.contains("safe area 0,0,0,0"), "the last good value is kept")
    }
}
