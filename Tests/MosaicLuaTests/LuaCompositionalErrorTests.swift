import Foundation
import Mosaic
import MosaicLua
import Testing

/// Bad input to `mosaic.compositional{…}`: one line naming the file and line
/// of the call (or of the function that returned the bad value) and the key
/// path of the value, and never a crash.
@Suite struct LuaCompositionalErrorTests {
    /// A valid item and group, to build bad tables around.
    static let item = "{ size = { width = { fractionalWidth = 1 }, height = 44 } }"
    static let group = "{ arrangement = \"horizontal\", size = { width = { fractionalWidth = 1 }, height = 44 }, subitems = { \(item) } }"

    /// The error of loading `return mosaic.compositional TABLE` from `bad.lua`.
    private func loadError(_ table: String) -> String? {
        luaError { _ = try plugin("return mosaic.compositional " + table, file: "bad.lua") }?.description
    }

    @Test(arguments: [
        (
            "{ sections = { { group = { arrangement = 'horizontal', size = { width = { fractionalWidth = 1 }, height = 50 }, subitems = { { size = { width = { fractionalWidth = 0 }, height = 10 } } } } } } }",
            "sections[1].group.subitems[1].size.width.fractionalWidth: a fraction must be > 0 and at most 100, found 0"
        ),
        (
            "{ section = { group = { arrangement = 'vertical', size = { width = 100, height = 100 }, subitems = {} } } }",
            "section.group.subitems: expected at least one of subitems (items or groups), found an empty table"
        ),
        (
            "{ section = { group = { arrangement = 'vertical', size = { width = 100, height = 100 }, subitem = \(item), count = 0 } } }",
            "section.group.count: a count must be from 1 to 100000, found 0"
        ),
        (
            "{ section = { group = { arrangement = 'vertical', size = { width = 100, height = 100 }, subitem = \(item), count = 2.5 } } }",
            "section.group.count: expected a count (a whole number), found 2.5"
        ),
        (
            "{ section = { group = { arrangement = 'horizontal', size = { width = 100, height = 0/0 }, subitems = { \(item) } } } }",
            "section.group.size.height: an absolute size must be a number of points, found nan"
        ),
        (
            "{ section = { group = { arrangement = 'horizontal', size = { width = { absolute = -5 }, height = 1 }, subitems = { \(item) } } } }",
            "section.group.size.width.absolute: an absolute size must be ≥ 0, found -5"
        ),
        (
            "{ section = { group = \(group), contentInset = 5 } }",
            "section.contentInset: unknown key 'contentInset' in a section (did you mean 'contentInsets'?); expected group, contentInsets, interGroupSpacing, orthogonalScrollingBehavior, boundarySupplementaryItems, decorationItems, supplementariesFollowContentInsets, contentInsetsReference, supplementaryContentInsetsReference, list, visibleItemsInvalidationHandler"
        ),
        (
            "{ section = { group = \(group) }, scrollDirection = 'diagonal' }",
            "scrollDirection: unknown scroll direction \"diagonal\"; expected one of \"vertical\", \"horizontal\""
        ),
        (
            "{ section = { group = { size = { width = 100, height = 100 }, custom = 5 } } }",
            "section.group.custom: expected a function such as function(env) return {{x = 0, y = 0, width = 100, height = 100}} end, found 5"
        ),
        (
            "{ section = { group = { size = { width = 100, height = 100 }, custom = function() end, subitems = {} } } }",
            "section.group.subitems: unknown key 'subitems' in a custom group; expected arrangement, custom, size, contentInsets, edgeSpacing, supplementaryItems"
        ),
        (
            "{ section = { group = { size = { width = 100, height = 100 }, subitems = { \(item) } } } }",
            "section.group: a section's group needs arrangement = \"horizontal\" or \"vertical\", or custom = function(env) … end"
        ),
        (
            "{ section = { group = { arrangement = 'horizontal', size = { width = 100, height = 100 }, subitems = { { size = { width = 1, height = 1 }, count = 3 } } } } }",
            "section.group.subitems[1]: this subitem has count, so it is a group: give it arrangement = \"horizontal\" or \"vertical\""
        ),
        (
            "{ section = { group = { arrangement = 'horizontal', size = { width = 100, height = { estimated = 0 } }, subitems = { \(item) } } } }",
            "section.group.size.height.estimated: an estimated size must be > 0, found 0"
        ),
        (
            "{ section = { group = { arrangement = 'horizontal', size = { width = { fractionalWidth = 1, absolute = 3 }, height = 1 }, subitems = { \(item) } } } }",
            "section.group.size.width: a dimension has one of fractionalWidth, fractionalHeight, absolute, estimated, not both fractionalWidth and absolute"
        ),
        (
            "{ section = { group = \(group), boundarySupplementaryItems = { { kind = 'header', size = { width = 1, height = 1 }, alignment = 'top' }, { kind = 'header', size = { width = 1, height = 1 }, alignment = 'bottom' } } } }",
            "section.boundarySupplementaryItems[2].kind: kind \"header\" is already used by section.boundarySupplementaryItems[1]; two boundary supplementary items of one kind would be one view, so give each its own kind"
        ),
        (
            "{ section = { group = \(group), orthogonalScrollingBehavior = 'sideways' } }",
            "section.orthogonalScrollingBehavior: unknown orthogonal scrolling behavior \"sideways\"; expected one of \"none\", \"continuous\", \"continuousGroupLeadingBoundary\", \"paging\", \"groupPaging\", \"groupPagingCentered\""
        ),
        (
            "{ sections = { \(group) } }",
            "sections[1].arrangement: unknown key 'arrangement' in a section; expected group, contentInsets, interGroupSpacing, orthogonalScrollingBehavior, boundarySupplementaryItems, decorationItems, supplementariesFollowContentInsets, contentInsetsReference, supplementaryContentInsetsReference, list, visibleItemsInvalidationHandler"
        ),
        (
            "{ sections = { x = 1 } }",
            "sections: expected a list of sections, found a table with the key 'x'"
        ),
        (
            "{ }",
            "a spec needs sections = {SECTION, …} (section i uses sections[i], later ones the last), section = SECTION (one for all) or section = function(index, env) … end"
        ),
        (
            "{ section = { group = \(group) }, sections = {} }",
            "a spec has sections (a list: section i uses sections[i], later ones the last) or section (one for all, or a function), not both"
        ),
        (
            "{ section = { group = \(group) }, preferredSize = 'big' }",
            "preferredSize: expected a function such as function(section, item, width, height) return width, height end, found \"big\""
        ),
    ] as [(String, String)])
    func aBadValueNamesTheLineOfTheCallAndItsKeyPath(table: String, message: String) {
        #expect(loadError(table) == "bad.lua:1: mosaic.compositional: " + message)
    }

    @Test func theLineIsTheLineOfTheCall() {
        let error = luaError {
            _ = try plugin("""
            local item = { size = { width = { fractionalWidth = -1 }, height = 44 } }

            return mosaic.compositional {
              section = { group = { arrangement = "horizontal", size = { width = 100, height = 44 }, subitems = { item } } },
            }
            """, file: "layouts/tiles.lua")
        }
        #expect(error?.file == "layouts/tiles.lua")
        #expect(error?.line == 3)
        #expect(error?.message == "mosaic.compositional: section.group.subitems[1].size.width.fractionalWidth: a fraction must be > 0 and at most 100, found -1")
    }

    @Test func aGroupThatHoldsItselfIsAnErrorNotAStackOverflow() {
        let error = luaError {
            _ = try plugin("""
            local group = { arrangement = "horizontal", size = { width = 100, height = 44 }, subitems = {} }
            group.subitems[1] = group
            return mosaic.compositional { section = { group = group } }
            """, file: "loop.lua")
        }
        #expect(error?.line == 3)
        #expect(error?.message == "mosaic.compositional: section.group.subitems[1]: this table contains itself (a cycle): a description is a tree, though a table may be used in several places")
    }

    @Test func mosaicCompositionalTakesATable() {
        #expect(loadError("('tiles')") == "bad.lua:1: mosaic.compositional takes a table, as mosaic.compositional{section = {group = …}}, got \"tiles\"")
    }

    @Test func mosaicCompositionalRunsOnlyWhileTheFileRuns() {
        let error = luaError {
            _ = try pluginPreparing("""
            mosaic.compositional { section = { group = \(Self.group) } }
            \(placeEveryItem)
            """)
        }
        #expect(error?.description == "test.lua:4: mosaic.compositional can only be called while the plugin file runs: return mosaic.compositional{…} from the file")
    }

    @Test func aFileReturningSomethingElseSaysWhatItMayReturn() {
        let error = luaError { _ = try plugin("return 42", file: "x.lua") }
        #expect(error?.description == "x.lua: the file must return the plugin table, such as return { prepare = function(ctx) … end }, or return mosaic.compositional{…}, but it returned 42")
    }
}

extension LuaCompositionalErrorTests {
    @Test func aFileThatMakesLayoutsInALoopIsStopped() {
        let error = luaError {
            _ = try plugin("""
            local last
            for i = 1, 1000 do last = mosaic.compositional { section = { group = \(Self.group) } } end
            return last
            """, file: "many.lua")
        }
        #expect(error?.description == "many.lua:2: mosaic.compositional: a file makes at most 64 compositional layouts", "\(String(describing: error))")
    }
}
