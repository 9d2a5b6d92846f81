import Mosaic
import Testing

@Suite("CSV export")
struct ExportCSVTests {
    static let fixedHeader = "category,kind,section,item,x,y,width,height,centerX,centerY,visualX,visualY,visualWidth,"
        + "visualHeight,rotation,scaleX,scaleY,translateX,translateY,anchorX,anchorY,zIndex,alpha,hidden"

    @Test("without custom attributes the header has the fixed columns only")
    func fixedColumns() throws {
        let snapshot = try ExportFixtures.fan()
        let rows = Self.parse(CSVExporter.render(snapshot))
        #expect(rows[0].joined(separator: ",") == Self.fixedHeader)
        #expect(CSVExporter.fixedColumns.joined(separator: ",") == Self.fixedHeader)
        #expect(rows.count == snapshot.elements.count + 1)
        #expect(rows.allSatisfy { $0.count == 24 })
    }

    @Test("a small snapshot gives exactly the expected rows")
    func exactText() {
        let snapshot = LayoutSnapshot(
            layoutName: "t", parameters: [], environment: LayoutEnvironment(), contentSize: Size(width: 10, height: 10),
            elements: [
                LayoutAttributes(indexPath: ItemPath(0, 3), frame: Rect(x: 1, y: 2, width: 3, height: 4.5),
                                 custom: ["b": "x,y"]),
                LayoutAttributes(category: .supplementary, kind: "header", indexPath: ItemPath(1, 0),
                                 frame: Rect(x: 0, y: 0, width: 10, height: 2), transform: Transform(translateX: 0.25),
                                 zIndex: -2, alpha: 0.5, isHidden: true, custom: ["a": 1e-07, "c": false]),
            ]
        )
        let expected = Self.fixedHeader + ",custom.a,custom.b,custom.c\n"
            + "cell,,0,3,1,2,3,4.5,2.5,4.25,1,2,3,4.5,0,1,1,0,0,0.5,0.5,0,1,false,,\"x,y\",\n"
            + "supplementary,header,1,0,0,0,10,2,5,1,0.25,0,10,2,0,1,1,0.25,0,0.5,0.5,-2,0.5,true,1e-07,,false\n"
        #expect(CSVExporter.render(snapshot) == expected)
    }

    @Test("one custom column per key found in any element, sorted")
    func customColumns() {
        let rows = Self.parse(CSVExporter.render(ExportFixtures.mixed))
        #expect(Array(rows[0].dropFirst(24)) == ["custom.angle", "custom.flag", "custom.note", "custom.weight"])
        // The header has the note and the weight; the scaled cell the angle and the flag.
        #expect(Array(rows[5].dropFirst(24)) == ["", "", "a \"b\", c\nd", "2.5"])
        #expect(Array(rows[6].dropFirst(24)) == ["0.1", "true", "", ""])
        #expect(Array(rows[1].dropFirst(24)) == ["", "", "", ""])
    }

    @Test("fields with a comma, a quote or a line break are quoted as RFC 4180 says")
    func quoting() {
        var snapshot = ExportFixtures.mixed
        snapshot.elements[0].kind = "back,ground"
        let text = CSVExporter.render(snapshot)
        #expect(text.contains("decoration,\"back,ground\",0,0,"))
        #expect(text.contains(",\"a \"\"b\"\", c\nd\","))
        // Nothing else is quoted.
        #expect(text.filter { $0 == "\"" }.count == 2 + 6)
        let rows = Self.parse(text)
        #expect(rows[1][1] == "back,ground")
        #expect(rows.count == snapshot.elements.count + 1)
        #expect(rows.allSatisfy { $0.count == rows[0].count })
    }

    @Test("rows hold each element's values, numbers exact")
    func values() throws {
        let snapshot = ExportFixtures.awkward(count: 100, seed: 5)
        let rows = Self.parse(CSVExporter.render(snapshot))
        let header = rows[0]
        for (row, element) in zip(rows.dropFirst(), snapshot.elements) {
            func number(_ column: String) -> Double? { Double(row[header.firstIndex(of: column)!]) }
            func same(_ column: String, _ value: Double) {
                #expect(number(column)?.bitPattern == (value == 0 ? 0 : value).bitPattern, "\(column)")
            }
            #expect(row[0] == "cell")
            #expect(row[1] == "")
            #expect(Int(row[2]) == element.indexPath.section)
            #expect(Int(row[3]) == element.indexPath.item)
            same("x", element.frame.minX)
            same("height", element.frame.height)
            same("centerX", element.center.x)
            same("centerY", element.center.y)
            same("visualX", element.visualFrame.minX)
            same("visualHeight", element.visualFrame.height)
            same("rotation", element.transform.rotation)
            same("scaleY", element.transform.scaleY)
            same("translateX", element.transform.translateX)
            same("anchorY", element.anchorPoint.y)
            same("alpha", element.alpha)
            if case .number(let bits) = element.custom["bits"] { same("custom.bits", bits) }
            #expect(Int(row[21]) == element.zIndex)
            #expect(row[23] == String(element.isHidden))
        }
    }

    /// A small RFC 4180 reader: fields split on commas, quoted fields with
    /// doubled quotes, records ending with a line feed.
    static func parse(_ text: String) -> [[String]] {
        var records: [[String]] = [], record: [String] = [], field = ""
        var quoted = false, wasQuoted = false
        var characters = text.makeIterator()
        var pending: Character?
        while let character = pending ?? characters.next() {
            pending = nil
            if quoted {
                if character == "\"" {
                    let next = characters.next()
                    if next == "\"" { field.append("\"") } else { quoted = false; pending = next }
                } else {
                    field.append(character)
                }
                continue
            }
            switch character {
            case "\"" where field.isEmpty && !wasQuoted: quoted = true; wasQuoted = true
            case ",": record.append(field); field = ""; wasQuoted = false
            case "\n": record.append(field); records.append(record); record = []; field = ""; wasQuoted = false
            default: field.append(character)
            }
        }
        precondition(field.isEmpty && record.isEmpty, "the text does not end with a line break")
        return records
    }
}
