---@meta mosaic
-- Type definitions of Mosaic's Lua API for the Lua language server (LuaLS,
-- "sumneko"): completion, hover documentation and type checks for layout
-- plugins, REPL sessions and `mosaic run` scripts. This file is never run;
-- point your editor at the `types` folder (docs/lua-api.md, "Editors").
--
-- Every name the host registers has an annotation here: the test
-- `LuaTypeDefinitionTests` compares this file with live Lua states.

---------------------------------------------------------------------------
-- Geometry
---------------------------------------------------------------------------

---A width and a height, in points.
---@class mosaic.Size
---@field width number
---@field height number

---A point, in points (y grows downwards).
---@class mosaic.Point
---@field x number
---@field y number

---Insets from the four edges, in points.
---@class mosaic.Insets
---@field top number
---@field left number
---@field bottom number
---@field right number

---A rectangle in content coordinates.
---@class mosaic.Rect
---@field x number
---@field y number
---@field width number
---@field height number

---------------------------------------------------------------------------
-- Plugins: the table a plugin file returns
---------------------------------------------------------------------------

---A parameter of a plugin. The default sets the type: a number (a Lua
---integer makes whole values arrive as integers), a boolean, a string (then
---`values` is required) or an array of numbers (one per section).
---@class mosaic.ParameterSpec
---@field default number|boolean|string|number[] The default value (required).
---@field min? number The least value of a number parameter.
---@field max? number The largest value of a number parameter.
---@field values? string[] The choices of a string parameter.
---@field doc? string One line for `mosaic layouts`.

---The table a plugin file returns. Only these fields are allowed.
---@class mosaic.Plugin
---@field name? string The layout's name (default: the file name without `.lua`).
---@field description? string One line for `mosaic layouts`.
---@field params? table<string, mosaic.ParameterSpec> The parameters, by name.
---@field prepare fun(ctx: mosaic.Context) Places every item; called for every prepare (required).
---@field shouldInvalidateForBoundsChange? fun(ctx: mosaic.Context, newBounds: mosaic.Rect): boolean? A true value lays out again when the visible bounds move.
---@field targetContentOffset? fun(ctx: mosaic.Context, proposedX: number, proposedY: number, velocityX: number, velocityY: number): number, number Where scrolling stops: two finite numbers.
---@field initialAttributes? fun(ctx: mosaic.Context, section: integer, item: integer, attrs: mosaic.HookAttributes): mosaic.HookAttributes? The attributes an appearing item animates from (fields to change, or nil).
---@field finalAttributes? fun(ctx: mosaic.Context, section: integer, item: integer, attrs: mosaic.HookAttributes): mosaic.HookAttributes? The attributes a disappearing item animates to (fields to change, or nil).
---@field preferredSize? fun(ctx: mosaic.Context, section: integer, item: integer, width: number, height: number): (number?, number?) The size a self-sizing cell wants, or nil.
---@field scrolled? fun(ctx: mosaic.Context, section: integer, item: integer, attrs: mosaic.HookAttributes): mosaic.HookAttributes? The scroll step: for each cell a query meets, its attributes at ctx.contentOffset (x, y, rotation, scale, translation, anchor, alpha, zIndex to change, or nil); prepare then lays out only what does not depend on the offset.
---@field scrollMargin? fun(ctx: mosaic.Context): number, number? How far scrolled can move a cell from its base place, along x and y (dy defaults to dx; default 0, 0).

---The attributes of a placed element beyond its frame. Leave a field out
---to keep its default; any other name is a custom attribute (a finite
---number, a string or a boolean), written to the JSON and CSV output.
---@class mosaic.Attributes
---@field rotation? number Radians about the anchor point, clockwise on screen (0).
---@field scaleX? number Scale about the anchor point (1).
---@field scaleY? number Scale about the anchor point (1).
---@field translateX? number Translation after scale and rotation (0).
---@field translateY? number Translation after scale and rotation (0).
---@field anchorX? number The anchor point in unit coordinates of the frame (0.5).
---@field anchorY? number The anchor point in unit coordinates of the frame (0.5).
---@field zIndex? integer Drawing order; higher is in front (0).
---@field alpha? number Opacity, from 0 to 1 (1).
---@field hidden? boolean Kept but flagged (false).
---@field [string] number|string|boolean A custom attribute.

---What the batch-update hooks get and return: the frame and every attribute.
---@class mosaic.HookAttributes: mosaic.Attributes
---@field x? number
---@field y? number
---@field width? number
---@field height? number

---An item's metrics from the data: `width` and `height` when the data has
---them, and its other values under their own keys.
---@class mosaic.ItemMetrics
---@field width? number
---@field height? number
---@field [string] number|string|boolean

---What every call into a plugin gets: the layout's parameters and
---environment, and the functions that count, read and place. A new table
---each call; sections and items are 0-based.
---@class mosaic.Context
---@field params table<string, any> Every parameter's value, defaults applied; a per-section parameter is always an array.
---@field viewport mosaic.Size The size of the visible bounds.
---@field contentOffset mosaic.Point The top-left corner of the visible bounds.
---@field contentInsets mosaic.Insets The content insets.
---@field safeArea mosaic.Insets The collection view's safe area insets (`--safe-area`).
---@field layoutMargins mosaic.Insets The layout margins, measured from the safe area (`--layout-margins`).
---@field displayScale? number The display scale frames are rounded to (`--scale`), or nil for exact values.
local Context = {}

---The number of sections.
---@return integer
function Context:sections() end

---The number of items in `section`.
---@param section integer
---@return integer
function Context:items(section) end

---The item's metrics: a new table with `width` and `height` when the data has them, and its other values.
---@param section integer
---@param item integer
---@return mosaic.ItemMetrics
function Context:item(section, item) end

---Places a cell; only during `prepare`. Every item is placed exactly once per prepare.
---@param section integer
---@param item integer
---@param x number
---@param y number
---@param width number
---@param height number
---@param attrs? mosaic.Attributes
function Context:place(section, item, x, y, width, height, attrs) end

---Places a supplementary view (a header, a badge…); only during `prepare`.
---@param kind string
---@param section integer
---@param index integer
---@param x number
---@param y number
---@param width number
---@param height number
---@param attrs? mosaic.Attributes
function Context:supplementary(kind, section, index, x, y, width, height, attrs) end

---Places a decoration view (a background…); only during `prepare`.
---@param kind string
---@param section integer
---@param index integer
---@param x number
---@param y number
---@param width number
---@param height number
---@param attrs? mosaic.Attributes
function Context:decoration(kind, section, index, x, y, width, height, attrs) end

---Sets the content size; only during `prepare`. Without it, the box around every element's visual frame.
---@param width number
---@param height number
function Context:setContentSize(width, height) end

---The size the cell asked for (self-sizing), or nil.
---@param section integer
---@param item integer
---@return number? width
---@return number? height
function Context:preferredSize(section, item) end

---A cell `mosaic.layout` placed, in the form `ctx:place` takes.
---@class mosaic.Frame
---@field section integer
---@field item integer
---@field x number
---@field y number
---@field width number
---@field height number
---@field attrs? mosaic.Attributes Present when an attribute other than the frame differs from its default.

---------------------------------------------------------------------------
-- Compositional layouts: mosaic.compositional{…}
---------------------------------------------------------------------------

---A dimension: `{ fractionalWidth = F }`, `{ fractionalHeight = F }`,
---`{ absolute = V }` (or a bare number) or `{ estimated = V }`.
---@class mosaic.Dimension
---@field fractionalWidth? number A fraction of the container's width.
---@field fractionalHeight? number A fraction of the container's height.
---@field absolute? number Points.
---@field estimated? number A first guess in points, replaced by the preferred size.

---@class mosaic.LayoutSize
---@field width mosaic.Dimension|number
---@field height mosaic.Dimension|number

---Insets in points (each optional, 0 by default; leading is left), or one number for all four.
---@class mosaic.DirectionalInsets
---@field top? number
---@field leading? number
---@field bottom? number
---@field trailing? number

---`{ fixed = V }` (or a bare number): exactly V points; `{ flexible = V }`: at least V points.
---@class mosaic.Spacing
---@field fixed? number
---@field flexible? number

---Space outside an item or group, which moves it and its neighbours.
---@class mosaic.EdgeSpacing
---@field leading? mosaic.Spacing|number
---@field top? mosaic.Spacing|number
---@field trailing? mosaic.Spacing|number
---@field bottom? mosaic.Spacing|number

---@alias mosaic.RectAlignment "none"|"top"|"topLeading"|"leading"|"bottomLeading"|"bottom"|"bottomTrailing"|"trailing"|"topTrailing"
---@alias mosaic.OrthogonalScrollingBehavior "none"|"continuous"|"continuousGroupLeadingBoundary"|"paging"|"groupPaging"|"groupPagingCentered"
---@alias mosaic.ContentInsetsReference "automatic"|"none"|"safeArea"|"layoutMargins"|"readableContent"

---A point on a rectangle: an edge or corner name, or this table.
---@class mosaic.Anchor
---@field edges mosaic.RectAlignment
---@field offset? mosaic.Point Points.
---@field fractionalOffset? mosaic.Point Fractions of the rectangle.

---A header, footer or other view against a section's (or the layout's) edge.
---@class mosaic.BoundaryItem
---@field kind string The element kind, such as "header" (required).
---@field size mosaic.LayoutSize (required)
---@field alignment mosaic.RectAlignment (required)
---@field offset? mosaic.Point
---@field extendsBoundary? boolean Makes room for itself (true).
---@field pinToVisibleBounds? boolean Sticks to the visible bounds (false).
---@field zIndex? integer

---A view pinned to each cell (or group): a badge.
---@class mosaic.AnchoredItem
---@field kind string (required)
---@field size mosaic.LayoutSize (required)
---@field containerAnchor mosaic.Anchor|mosaic.RectAlignment (required)
---@field itemAnchor? mosaic.Anchor|mosaic.RectAlignment
---@field zIndex? integer

---A view behind a whole section: a background.
---@class mosaic.DecorationItem
---@field kind string (required)
---@field contentInsets? mosaic.DirectionalInsets|number
---@field zIndex? integer

---An item: the blueprint of one cell.
---@class mosaic.Item
---@field size mosaic.LayoutSize (required)
---@field contentInsets? mosaic.DirectionalInsets|number
---@field edgeSpacing? mosaic.EdgeSpacing
---@field supplementaryItems? mosaic.AnchoredItem[]

---A group: `subitems` (repeated while they fit) or `subitem` with `count`, or a `custom` function.
---@class mosaic.Group
---@field arrangement? "horizontal"|"vertical"|"custom"
---@field size mosaic.LayoutSize (required)
---@field subitems? (mosaic.Item|mosaic.Group)[]
---@field subitem? mosaic.Item|mosaic.Group
---@field count? integer
---@field interItemSpacing? mosaic.Spacing|number
---@field contentInsets? mosaic.DirectionalInsets|number
---@field edgeSpacing? mosaic.EdgeSpacing
---@field supplementaryItems? mosaic.AnchoredItem[]
---@field custom? fun(env: mosaic.CustomGroupEnvironment): mosaic.CustomFrame[] The frames of a custom group's cells.

---A list section, as UIKit's `UICollectionLayoutListConfiguration`: full-width self-sizing rows
---(estimated 44 tall) with the appearance's insets, header and footer (docs/json-format.md, "List sections").
---@class mosaic.ListConfiguration
---@field appearance "plain"|"grouped"|"insetGrouped"|"sidebar"|"sidebarPlain" (required)
---@field headerMode? "none"|"supplementary"|"firstItemInSection" A "supplementary" header has kind "header".
---@field footerMode? "none"|"supplementary" A "supplementary" footer has kind "footer".
---@field headerTopPadding? number Points above each supplementary header (iOS 15's `headerTopPadding`).

---@class mosaic.Section
---@field group? mosaic.Group (required, unless `list` gives the rows)
---@field list? mosaic.ListConfiguration A list section; the section's other keys replace what the list gives.
---@field contentInsets? mosaic.DirectionalInsets|number
---@field interGroupSpacing? number
---@field orthogonalScrollingBehavior? mosaic.OrthogonalScrollingBehavior
---@field boundarySupplementaryItems? mosaic.BoundaryItem[]
---@field decorationItems? mosaic.DecorationItem[]
---@field supplementariesFollowContentInsets? boolean
---@field contentInsetsReference? mosaic.ContentInsetsReference
---@field supplementaryContentInsetsReference? mosaic.ContentInsetsReference

---The table `mosaic.compositional` takes: the keys of a JSON spec file, and functions.
---@class mosaic.CompositionalSpec
---@field scrollDirection? "vertical"|"horizontal"
---@field interSectionSpacing? number
---@field boundarySupplementaryItems? mosaic.BoundaryItem[]
---@field sections? mosaic.Section[] Section i of the data uses sections[i]; later sections the last.
---@field section? mosaic.Section|fun(index: integer, env: mosaic.SectionEnvironment): mosaic.Section One section for all, or a section provider.
---@field contentInsetsReference? mosaic.ContentInsetsReference
---@field preferredSize? fun(section: integer, item: integer, width: number, height: number): (number?, number?) What size a cell wants, or nil.

---What a section provider is told, as `NSCollectionLayoutEnvironment`.
---@class mosaic.SectionEnvironment
---@field section integer
---@field itemCount integer
---@field width number The container's width.
---@field height number The container's height.
---@field container mosaic.Container
---@field safeArea mosaic.Insets
---@field layoutMargins mosaic.Insets
---@field displayScale? number

---@class mosaic.Container
---@field contentSize mosaic.Size
---@field effectiveContentSize mosaic.Size
---@field contentInsets mosaic.Insets
---@field effectiveContentInsets mosaic.Insets

---What a custom group's function is told.
---@class mosaic.CustomGroupEnvironment
---@field section integer
---@field groupIndex integer
---@field firstItem integer
---@field remainingItems integer
---@field width number The group's width less its content insets.
---@field height number The group's height less its content insets.

---A frame a custom group returns, relative to the group's content origin.
---@class mosaic.CustomFrame
---@field x number
---@field y number
---@field width number
---@field height number
---@field zIndex? integer

---The compositional layout `mosaic.compositional` makes: a plugin file returns it.
---@class mosaic.Compositional

---------------------------------------------------------------------------
-- The REPL's and scripts' layouts: l = mosaic.load(…)
---------------------------------------------------------------------------

---A layout in the REPL or a script. Methods that change something return the layout, so they chain.
---@class mosaic.Layout
local Layout = {}

---Sets a parameter (a number, a boolean or text such as "shortestFirst").
---@param name string
---@param value number|boolean|string|number[]
---@return mosaic.Layout
function Layout:set(name, value) end

---The parameters and their values.
---@return table<string, any>
function Layout:params() end

---Lays out `n` items of the default size; several counts make one section each.
---@param n integer
---@param ... integer
---@return mosaic.Layout
function Layout:items(n, ...) end

---Lays out the items of a JSON data file (as `--data`).
---@param file string
---@return mosaic.Layout
function Layout:data(file) end

---Sets the viewport size.
---@param width number
---@param height number
---@return mosaic.Layout
function Layout:viewport(width, height) end

---Sets the content offset.
---@param x number
---@param y number
---@return mosaic.Layout
function Layout:scroll(x, y) end

---Prepares now (queries prepare by themselves when something changed).
---@return mosaic.Layout
function Layout:prepare() end

---The attribute tables of the elements that meet the rectangle.
---@param x number
---@param y number
---@param width number
---@param height number
---@return mosaic.ElementAttributes[]
function Layout:query(x, y, width, height) end

---One item's attribute table, or nil.
---@param section integer
---@param item integer
---@return mosaic.ElementAttributes?
function Layout:attributes(section, item) end

---The content width and height.
---@return number width
---@return number height
function Layout:contentSize() end

---The text preview of the viewport.
---@return string
function Layout:show() end

---Writes the whole layout as .svg, .json, .csv or .txt, or its UIKit code as .swift, atomically.
---@param file string
---@param options? {compact: boolean} Compact JSON.
---@return mosaic.Layout
function Layout:save(file, options) end

---Re-reads a plugin file; a broken file keeps the last good version.
---@return mosaic.Layout
function Layout:reload() end

---How long the last prepare took and how many items it placed.
---@return string
function Layout:time() end

---Inserts `n` items (1) at item `i` of section `s` as a batch update.
---@param s integer
---@param i integer
---@param n? integer
---@return mosaic.Layout layout
---@return string summary
function Layout:insert(s, i, n) end

---Deletes `n` items (1) from item `i` of section `s`.
---@param s integer
---@param i integer
---@param n? integer
---@return mosaic.Layout layout
---@return string summary
function Layout:delete(s, i, n) end

---Moves the item at `s, i` to `s2, i2`.
---@param s integer
---@param i integer
---@param s2 integer
---@param i2 integer
---@return mosaic.Layout layout
---@return string summary
function Layout:move(s, i, s2, i2) end

---Feeds back the size the cell wants (self-sizing).
---@param s integer
---@param i integer
---@param width number
---@param height number
---@return mosaic.Layout
function Layout:measure(s, i, width, height) end

---Asks the layout what size each visible cell wants and feeds back those that differ; their number.
---@return integer
function Layout:selfSize() end

---Scrolls an orthogonally scrolling section to `x`.
---@param s integer
---@param x number
---@return mosaic.Layout
function Layout:sectionOffset(s, x) end

---Where that section comes to rest when scrolling would stop at `x` with velocity `v` (0).
---@param s integer
---@param x number
---@param v? number
---@return number
function Layout:snap(s, x, v) end

---Where the content comes to rest when scrolling would stop at (x, y) with that velocity.
---@param x number
---@param y number
---@param vx? number
---@param vy? number
---@return number x
---@return number y
function Layout:target(x, y, vx, vy) end

---The content offset.
---@return number x
---@return number y
function Layout:contentOffset() end

---Sets the content insets (one value: every edge); without arguments returns them.
---@param top? number
---@param left? number
---@param bottom? number
---@param right? number
---@return mosaic.Layout|number
function Layout:insets(top, left, bottom, right) end

---Sets the safe area insets; without arguments returns them.
---@param top? number
---@param left? number
---@param bottom? number
---@param right? number
---@return mosaic.Layout|number
function Layout:safeArea(top, left, bottom, right) end

---Sets the layout margins (from the safe area); without arguments returns them.
---@param top? number
---@param left? number
---@param bottom? number
---@param right? number
---@return mosaic.Layout|number
function Layout:layoutMargins(top, left, bottom, right) end

---Rounds frames to a display of scale 1, 2 or 3; "off" for exact values; without an argument returns it.
---@param scale? 1|2|3|"off"
---@return mosaic.Layout|number?
function Layout:scale(scale) end

---An element's attributes as the REPL returns them: the frame, then what differs from the defaults.
---@class mosaic.ElementAttributes: mosaic.Attributes
---@field section integer
---@field item integer
---@field x number
---@field y number
---@field width number
---@field height number
---@field kind? string
---@field custom? table<string, number|string|boolean>

---------------------------------------------------------------------------
-- Scripts: mosaic.batch
---------------------------------------------------------------------------

---A job of `mosaic.batch`: the fields of a job file's line.
---@class mosaic.BatchJob
---@field layout string
---@field params? table<string, number|boolean|string|number[]>
---@field items? integer|integer[]
---@field data? string
---@field heights? string
---@field seed? integer
---@field viewport? string|number[]
---@field offset? string|number[]
---@field insets? string|number|number[]
---@field safeArea? string|number|number[]
---@field layoutMargins? string|number|number[]
---@field scale? number
---@field format? "text"|"json"|"csv"|"svg"
---@field compact? boolean
---@field output? string

---@class mosaic.BatchOptions
---@field jobs? integer Worker threads, 1 to 1024.
---@field fail_fast? boolean The first failure skips the jobs not yet started.
---@field dir? string The folder (inside the output folder) outputs and the index go in.
---@field index? string|false The index's name, or no index.
---@field timeout? number Each job's plugin's time limit per call, in seconds.

---@class mosaic.BatchResult
---@field job integer The job's position in `jobs`, from 1.
---@field layout string
---@field parameters table<string, any>
---@field set string[]
---@field items integer
---@field data? string
---@field viewport mosaic.Size
---@field offset mosaic.Point
---@field format string
---@field output string
---@field status "succeeded"|"failed"|"skipped"
---@field seconds number
---@field error? string

---------------------------------------------------------------------------
-- The mosaic global
---------------------------------------------------------------------------

---Mosaic's functions. In a plugin file: `layout` and `compositional`. At the
---REPL: `load` and `compositional`. In a `mosaic run` script: those, and
---`readJSON` and `batch`.
---@class mosaic
mosaic = {}

---Runs a built-in layout (flow, waterfall, fan) on the plugin's own data and
---environment; during a call that has a `ctx` (plugins only).
---@param name string
---@param params? table<string, number|boolean|string|number[]>
---@return mosaic.Frame[] frames
---@return number contentWidth
---@return number contentHeight
function mosaic.layout(name, params) end

---Makes a compositional layout from a table like a JSON spec file. A plugin
---file returns it; at the REPL it becomes the current layout.
---@param spec mosaic.CompositionalSpec
---@return mosaic.Compositional|mosaic.Layout
function mosaic.compositional(spec) end

---Loads a layout: a .lua file, a plugin's name or a built-in, with 30 items
---and a 390×844 viewport, and makes it current (REPL and scripts).
---@param source string
---@param params? table<string, number|boolean|string|number[]>
---@return mosaic.Layout
function mosaic.load(source, params) end

---Reads a JSON file of the input folder as Lua values (scripts).
---@param path string
---@return any
function mosaic.readJSON(path) end

---Runs jobs with the batch runner of `mosaic batch` (scripts).
---@param jobs mosaic.BatchJob[]
---@param options? mosaic.BatchOptions
---@return mosaic.BatchResult[]
function mosaic.batch(jobs, options) end
