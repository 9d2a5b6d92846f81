"""The page against replies the real server never sends: malformed, hostile,
huge, late or lost (Tests/Browser/stub_server.py speaks the protocol for a
plain list layout). Whatever comes, the page keeps drawing exactly what is
valid, its DOM stays proportional to what is visible, and it says what it
could not use. Also what needs no engine: a 1,000,000-item list's exact
positions past Chromium's size cap, the keyboard, a fling, device presets."""

import time
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from harness import TOLERANCE, browser, quit_browser
from stub_server import ITEM, StubServer

MAX_DRAWN = 4000  # Resources/renderer.js


class StubPageTest(unittest.TestCase):
    driver = None

    @classmethod
    def setUpClass(cls):
        cls.driver = browser()

    @classmethod
    def tearDownClass(cls):
        if cls.driver is not None:
            quit_browser(cls.driver)

    def open(self, items=200, row=0):
        self.stub = StubServer(items, row)
        self.addCleanup(self.stub.stop)
        # Every test fails on a JavaScript error in the page (cleanups run last first).
        self.addCleanup(self.assert_no_page_errors)
        self.driver.get(self.stub.url)
        self.js('return mosaic.ready()')
        self.driver.get_log('browser')  # start each test with an empty log

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def scroll_to(self, x, y):
        o = self.js('return mosaic.scrollTo(arguments[0], arguments[1])', x, y)
        return (o['x'], o['y'])

    def push_and_settle(self, *messages):
        for m in messages:
            self.stub.push(m)
        # The page handles messages in order: one more round trip settles them.
        self.js('return new Promise((r) => setTimeout(r, 150))')

    def assert_exact(self):
        """Every item in view is drawn at its frame relative to the offset, and only those."""
        offset = self.js('return mosaic.offset')
        viewport = self.js('return mosaic.state.layout.viewport')
        drawn = {d['id']: d['box'] for d in self.js('return mosaic.drawn()')}
        y0, y1 = offset['y'], offset['y'] + viewport['height']
        first, last = int(y0 // ITEM), int(min(self.stub.items * ITEM, y1) // ITEM)
        for item in range(first, last + 1):
            if item * ITEM >= y1 or item >= self.stub.items:
                continue
            ident = f'c:0:{item}'
            self.assertIn(ident, drawn, f'{ident} is in view at {offset} but not drawn')
            box = drawn[ident]
            self.assertAlmostEqual(box['y'], item * ITEM - offset['y'], delta=TOLERANCE, msg=f'{ident} at {offset}: {box}')
            self.assertAlmostEqual(box['x'], -offset['x'], delta=TOLERANCE)
            self.assertAlmostEqual(box['height'], ITEM, delta=TOLERANCE)
        for ident, box in drawn.items():
            if box['y'] + box['height'] > TOLERANCE and box['y'] < viewport['height'] - TOLERANCE:
                self.assertRegex(ident, r'^c:[01]:\d+$' if self.stub.row else r'^c:0:\d+$',
                                 f'{ident} is drawn in view but the layout has no such item')

    def assert_nodes_follow_what_is_drawn(self):
        """Element nodes: those drawn plus at most 64 spare ones (Resources/renderer.js)."""
        drawn = len(self.js('return mosaic.drawn()'))
        self.assertLessEqual(self.js('return mosaic.elementNodeCount()'), drawn + 64)
        self.assertLess(drawn, 60, 'more elements drawn than a 390×844 viewport and its margin hold')

    def assert_no_page_errors(self):
        severe = [e for e in self.driver.get_log('browser') if e['level'] == 'SEVERE']
        self.assertEqual(severe, [], 'the page threw')

    # MARK: - Malformed replies

    def test_malformed_elements_are_dropped_and_the_rest_drawn(self):
        self.open()
        good = self.stub.element(10, 390)
        bad = [None, 5, 'c:0:3', [], {},
               {**good, 'id': 'x:missing-frame', 'frame': None},
               {**good, 'id': 'x:negative', 'frame': {**good['frame'], 'width': -1}},
               {**good, 'id': 'x:string', 'frame': {**good['frame'], 'x': '1'}},
               {**good, 'id': 'x:rotation', 'transform': {'rotation': 'a lot'}},
               {**good, 'id': 'x:alpha', 'alpha': '0.5'},
               {**good, 'id': 'x:hidden', 'hidden': 'yes'},
               {**good, 'id': 'x:category', 'category': '<img src=x onerror=alert(1)>'},
               {**good, 'id': 'x' * 2000},
               {**good, 'id': 'x:section', 'section': -1},
               {**good, 'id': 'x:item', 'item': 1.5},
               {**good, 'id': 'x:anchor', 'anchor': {'x': None, 'y': 0}},
               {**good, 'id': 'x:matrix', 'transform': {'a': 1, 'b': 0, 'c': 0, 'd': 'one'}}]

        def rewrite(request, replies):
            for r in replies:
                if r['type'] == 'elements':
                    r['elements'] = bad + r['elements']
            return replies
        self.stub.rewrite = rewrite
        self.scroll_to(0, 1234.5)
        self.assert_exact()
        drawn = {d['id'] for d in self.js('return mosaic.drawn()')}
        self.assertFalse({i for i in drawn if not i.startswith('c:')}, 'a malformed element was drawn')
        self.assertIn(f'{len(bad)} malformed elements', self.js('return mosaic.banner()') or '')
        self.assertEqual(self.js("return document.querySelectorAll('img').length"), 0)
        # Odd but valid values are clamped: alpha past 1, zIndex past CSS's range.
        self.stub.rewrite = lambda request, replies: [
            {**r, 'elements': [{**e, 'alpha': 7, 'zIndex': 1e30} for e in r['elements']]}
            if r['type'] == 'elements' else r for r in replies]
        self.scroll_to(0, 2000)
        self.assert_exact()
        style = self.js("const n = document.querySelector('.el[data-id=\"c:0:20\"]'); return [n.style.opacity, n.style.zIndex]")
        self.assertEqual(style, ['1', '2147483647'])
        self.assert_no_page_errors()

    def test_messages_that_are_not_protocol_are_ignored(self):
        self.open()
        self.scroll_to(0, 700)
        layout = self.js('return mosaic.state.layout')
        self.push_and_settle(
            'not json', '[1, 2, 3]', 'null', '42', '"text"', '{"type": "mystery", "seq": 1}',
            '{"type": "elements", "offset": {"x": 0, "y": 5e9}, "elements": 3}',
            '{"type": "elements", "elements": {"0": {}}}',
            '{"type": "elements", "offset": {"x": 0, "y": Infinity}, "elements": []}',
            {'type': 'layout'},
            {'type': 'layout', 'viewport': {'width': 0, 'height': 844}, 'contentSize': {'width': 1, 'height': 1}},
            {'type': 'layout', 'viewport': {'width': 390, 'height': 844}, 'contentSize': {'width': -5, 'height': 1}},
            {'type': 'reloaded', 'layout': 'broken'},
            {'type': 'animate', 'layout': None, 'elements': 'none'},
            {'type': 'error', 'message': {'an': 'object'}},
            {'type': 'target', 'seq': 999999, 'offset': 'there'})
        # The last good layout is kept; the page still scrolls and draws exactly.
        self.assertEqual(self.js('return mosaic.state.layout.contentSize'), layout['contentSize'])
        self.assertEqual(self.js('return mosaic.state.layout.viewport'), layout['viewport'])
        self.scroll_to(0, 3000)
        self.assert_exact()
        self.assert_nodes_follow_what_is_drawn()
        self.assert_no_page_errors()

    def test_a_seq_the_page_never_sent_does_not_stop_drawing(self):
        self.open()
        # Were 2^53 taken as the latest reply, every real reply would look older.
        self.push_and_settle({**self.stub.elements(2 ** 53, self.stub.clients[0]), 'seq': 2 ** 53},
                             {**self.stub.elements(None, self.stub.clients[0]), 'seq': -1})
        self.scroll_to(0, 5000)
        self.assert_exact()
        self.assert_no_page_errors()

    def test_a_flood_of_elements_keeps_the_dom_bounded(self):
        self.open()
        # 20,000 elements, all in view: the page draws at most MAX_DRAWN and says so.
        flood = [{'id': f'c:0:{i}', 'category': 'cell', 'section': 0, 'item': i,
                  'frame': {'x': i % 300, 'y': 900 + (i % 500), 'width': 20, 'height': 20}} for i in range(20000)]
        self.stub.rewrite = lambda request, replies: [
            {**r, 'elements': flood} if r['type'] == 'elements' else r for r in replies]
        self.scroll_to(0, 1000)
        self.assertLessEqual(self.js('return mosaic.elementNodeCount()'), MAX_DRAWN + 64)
        self.assertIn('the page draws 4000', self.js('return mosaic.banner()') or '')
        # The server's own cap: it says how many it left out.
        self.stub.rewrite = lambda request, replies: [
            {**r, 'omitted': 1234567} if r['type'] == 'elements' else r for r in replies]
        self.scroll_to(0, 1100)
        self.assertIn('1,234,567 elements in view were left out', self.js('return mosaic.banner()') or '')
        # 20,000 elements far from the viewport: none is drawn.
        far = [{**e, 'frame': {**e['frame'], 'y': 1e7 + e['frame']['y']}} for e in flood]
        self.stub.rewrite = lambda request, replies: [
            {**r, 'elements': far + r['elements']} if r['type'] == 'elements' else r for r in replies]
        self.scroll_to(0, 1500)
        self.assert_exact()
        self.assert_nodes_follow_what_is_drawn()
        self.assert_no_page_errors()

    def test_a_lost_reply_is_asked_for_again(self):
        self.open()
        lost = []

        def rewrite(request, replies):
            if request['type'] == 'scroll' and not lost:
                lost.append(request)
                return []
            return replies
        self.stub.rewrite = rewrite
        self.scroll_to(0, 2500)
        self.assertEqual(len(lost), 1)
        self.assert_exact()

    def test_an_offset_out_of_range_in_a_reply_is_brought_back(self):
        self.open()
        once = []

        def rewrite(request, replies):
            if request['type'] == 'scroll' and not once:
                once.append(request)
                return [{**r, 'offset': {'x': -50, 'y': 1e12}} for r in replies]
            return replies
        self.stub.rewrite = rewrite
        self.js('mosaic.scrollTo(0, 1000)')
        end = 200 * ITEM - 844
        self.js('return mosaic.waitFor(() => mosaic.offset.y === arguments[0]).then(() => mosaic.waitIdle())', end)
        self.assertEqual(self.js('return mosaic.offset'), {'x': 0, 'y': end})
        self.assert_exact()
        # Content that shrinks under the offset: the offset comes back within it.
        self.stub.items = 50
        self.push_and_settle(self.stub.elements(None, self.stub.clients[0]))
        self.js('return mosaic.waitIdle()')
        self.assertEqual(self.js('return mosaic.offset'), {'x': 0, 'y': 50 * ITEM - 844})
        self.assert_exact()
        self.assert_no_page_errors()

    def test_a_dropped_connection_comes_back_at_the_same_offset_and_size(self):
        self.open(1000, row=20)
        self.js('return mosaic.viewport(500, 600)')
        end = 1000 * ITEM + 120 - 600
        self.scroll_to(0, end - 0.5)
        self.js('return mosaic.sectionScrollTo(1, 100)')
        self.assert_row_at(100)
        for c in list(self.stub.clients):
            c.close()
        self.js("return mosaic.waitFor(() => document.getElementById('status').dataset.state === 'closed')")
        self.js("return mosaic.waitFor(() => document.getElementById('status').dataset.state === 'open', 5000)")
        self.js('return mosaic.waitFor(() => mosaic.state.drawnSeq > 0).then(() => mosaic.waitIdle())')
        hello = [r for r in self.stub.requests if r['type'] == 'hello'][-1]
        self.assertEqual(hello['offset'], {'x': 0, 'y': end - 0.5})
        self.assertEqual(hello['viewport'], {'width': 500, 'height': 600})
        self.assertEqual(len([r for r in self.stub.requests if r['type'] == 'hello']), 2)
        # The new connection's server is told where the orthogonal row was.
        after = self.stub.requests[self.stub.requests.index(hello):]
        self.assertIn({'type': 'sectionScroll', 'section': 1, 'offset': 100},
                      [{k: v for k, v in r.items() if k != 'seq'} for r in after])
        self.assert_row_at(100)
        self.assert_exact()
        self.assert_no_page_errors()

    def test_unasked_elements_move_the_page_to_the_servers_offset(self):
        # The REPL's :scroll: `reloaded`, then `elements` at the REPL's offset.
        self.open(1000)
        self.scroll_to(0, 3000)
        client = self.stub.clients[0]
        client.offset = {'x': 0, 'y': 7777.5}
        sent = len(self.stub.requests)
        self.push_and_settle({'type': 'reloaded', 'layout': self.stub.layout(None, client)},
                             self.stub.elements(None, client))
        self.js('return mosaic.waitIdle()')
        self.assertEqual(self.js('return mosaic.offset'), {'x': 0, 'y': 7777.5})
        self.assertFalse([r for r in self.stub.requests[sent:] if r['type'] == 'scroll'],
                         'the page scrolled the server back to its own offset')
        self.assert_exact()
        self.assert_no_page_errors()

    def test_a_huge_load_error_is_shown_shortened_and_cleared_by_a_reload(self):
        self.open()
        self.push_and_settle({'type': 'loadError', 'message': 'fan.lua:12: ' + 'x' * 1_000_000})
        banner = self.js('return mosaic.banner()')
        self.assertTrue(banner.startswith('Not reloaded — fan.lua:12: '), banner[:80])
        self.assertLess(len(banner), 4100)
        self.scroll_to(0, 800)
        self.assert_exact()
        self.push_and_settle({'type': 'reloaded', 'layout': self.stub.layout(None, self.stub.clients[0])})
        self.js('return mosaic.waitIdle()')
        self.assertIsNone(self.js('return mosaic.banner()'))
        self.assertEqual(self.js('return mosaic.offset'), {'x': 0, 'y': 800})
        self.assert_no_page_errors()

    def test_malformed_animation_changes_are_skipped(self):
        self.open()
        e = self.stub.element(1, 390)
        self.push_and_settle({'type': 'animate', 'elements': [
            None, {'id': 'c:0:1'}, {'id': 'c:0:1', 'change': 'moved', 'from': {'frame': 1}, 'to': e},
            {'id': 'c:0:1', 'change': 'moved', 'from': e, 'to': {**e, 'frame': {**e['frame'], 'y': 300}}}]})
        self.js('return mosaic.waitIdle()')
        # None, one with neither from nor to, one whose from is not an element.
        self.assertIn('3 malformed changes', self.js('return mosaic.state.odd.join(" ")'))
        self.assert_exact()
        self.assert_no_page_errors()

    def test_bringing_an_element_into_view_does_not_move_the_layer(self):
        # Selenium's hover, find-in-page or a focused node scroll a node into
        # view: an element drawn in the margin, clipped by the layer, must not
        # scroll the layer under the viewport.
        self.open(5, row=20)
        for ident in ('c:1:3', 'c:0:0'):  # right of the view; above it
            self.js('document.querySelector(`.el[data-id="${arguments[0]}"]`).scrollIntoView()', ident)
            self.js('return new Promise((r) => requestAnimationFrame(r))')
            layer = self.js("const l = document.getElementById('layer'); return [l.scrollLeft, l.scrollTop]")
            self.assertEqual(layer, [0, 0], f'{ident} scrolled the layer')
            self.assert_exact()
            self.assert_row_at(0)
            self.scroll_to(0, 300)

    # MARK: - Scrolling past Chromium's size cap

    def test_a_million_items_are_exact_at_every_offset_with_few_nodes(self):
        self.open(1_000_000)
        height = 1_000_000 * ITEM
        self.assertLessEqual(self.js("return document.getElementById('viewport').scrollHeight"), 10_000_000)
        counts = []
        for y in (0, 12_345_678.25, 33_554_431.75, height / 2 + 0.125, height - 844 - 0.5, height - 844):
            self.assertEqual(self.scroll_to(0, y), (0, y))
            self.assert_exact()
            counts.append(self.js('return mosaic.nodeCount()'))
            self.assert_nodes_follow_what_is_drawn()
        self.assertLess(max(counts), 300, counts)
        # The scrollbar dragged to its end reaches the content's exact end.
        self.js('return mosaic.scrollbarTo(0, 0)')
        self.assertEqual(self.js('return mosaic.offset.y'), 0)
        self.js("return mosaic.scrollbarTo(0, document.getElementById('viewport').scrollHeight)")
        self.assertEqual(self.js('return mosaic.offset.y'), height - 844)
        self.assert_exact()

    def test_keys_move_the_offset_in_points(self):
        self.open(1_000_000)
        viewport = self.driver.find_element(By.ID, 'viewport')
        viewport.click()
        self.js('return mosaic.scrollTo(0, 1000)')

        def press(key, expected):
            viewport.send_keys(key)
            self.js('return mosaic.waitFor(() => mosaic.offset.y === arguments[0]).then(() => mosaic.waitIdle())', expected)
            self.assertEqual(self.js('return mosaic.offset.y'), expected)
            self.assert_exact()
        press(Keys.ARROW_DOWN, 1040)
        press(Keys.ARROW_UP, 1000)
        press(Keys.PAGE_DOWN, 1000 + 844 * 0.9)
        press(Keys.END, 1_000_000 * ITEM - 844)
        press(Keys.HOME, 0)

    def test_a_fling_asks_for_the_target_and_glides_there(self):
        self.open(1_000_000)
        self.scroll_to(0, 5000)
        end = self.js('return mosaic.fling(0, 3)')
        # Proposed: 5000 + 3 · 0.998 / 0.002 = 6497; the stub rounds to whole items.
        target = next(r for r in reversed(self.stub.requests) if r['type'] == 'target')
        self.assertAlmostEqual(target['offset']['y'], 5000 + 3 * 0.998 / 0.002, delta=1e-6)
        self.assertEqual(target['velocity'], {'x': 0, 'y': 3})
        self.assertEqual(end, {'x': 0, 'y': 6500})
        self.assertEqual(self.js('return mosaic.offset'), {'x': 0, 'y': 6500})
        self.assert_exact()

    def test_a_wheel_run_and_a_drag_end_where_the_layout_says(self):
        self.open(10_000)
        viewport = self.driver.find_element(By.ID, 'viewport')

        def settled():
            # The wheel run ends after 120 ms without an event, then the glide.
            self.js('return new Promise((r) => setTimeout(r, 200)).then(() => mosaic.waitIdle())')
            self.js('return mosaic.settlingDone()')
            self.js('return mosaic.waitIdle()')
            return self.js('return mosaic.offset')
        ActionChains(self.driver).scroll_from_origin(ScrollOrigin.from_element(viewport), 0, 730).perform()
        self.assertEqual(settled(), {'x': 0, 'y': 700})
        target = [r for r in self.stub.requests if r['type'] == 'target'][-1]
        self.assertEqual(target['offset'], {'x': 0, 'y': 730})
        self.assert_exact()
        # A drag moves the content with the pointer (160 points up: 860), then snaps.
        (ActionChains(self.driver).move_to_element(viewport).click_and_hold()
         .move_by_offset(0, -50).move_by_offset(0, -50).move_by_offset(3, -60).release().perform())
        self.assertEqual(settled(), {'x': 0, 'y': 900})
        target = [r for r in self.stub.requests if r['type'] == 'target'][-1]
        self.assertEqual(target['offset']['y'], 860)
        self.assert_exact()
        self.assert_no_page_errors()

    def assert_row_at(self, offset):
        """The orthogonal row's cells in view are drawn at i·160 − offset."""
        drawn = {d['id']: d['box'] for d in self.js('return mosaic.drawn()')}
        row = {i: b for i, b in drawn.items() if i.startswith('c:1:')}
        self.assertTrue(row, 'no cell of the row is drawn')
        for ident, box in row.items():
            item = int(ident.split(':')[2])
            self.assertAlmostEqual(box['x'], item * 160 - offset, delta=TOLERANCE, msg=f'{ident}: {box}')
            self.assertAlmostEqual(box['y'], self.stub.items * ITEM - self.js('return mosaic.offset.y'), delta=TOLERANCE)
        width = self.js('return mosaic.state.layout.viewport.width')
        visible = {i for i in range(20) if i * 160 - offset < width and i * 160 - offset + 150 > 0}
        self.assertLessEqual({f'c:1:{i}' for i in visible}, set(row))

    def test_an_orthogonal_section_scrolls_sideways_alone_and_snaps(self):
        self.open(5, row=20)
        self.assert_row_at(0)
        self.js('return mosaic.sectionScrollTo(1, 100)')
        self.assert_row_at(100)
        self.assertEqual(self.js('return mosaic.offset'), {'x': 0, 'y': 0})
        self.assert_exact()
        # A real sideways drag over the row: 200 points forward, then the
        # section's target (whole cells: 300 → 320).
        viewport = self.driver.find_element(By.ID, 'viewport')
        left = -viewport.size['width'] / 2 + 200
        top = -viewport.size['height'] / 2 + 560
        (ActionChains(self.driver).move_to_element_with_offset(viewport, left, top).click_and_hold()
         .move_by_offset(-100, 0).move_by_offset(-100, 2).release().perform())
        self.js('return new Promise((r) => setTimeout(r, 50)).then(() => mosaic.settlingDone()).then(() => mosaic.waitIdle())')
        self.assertEqual(self.js('return mosaic.sectionOffsets[1]'), 320)
        target = [r for r in self.stub.requests if r['type'] == 'sectionTarget'][-1]
        self.assertEqual((target['section'], target['offset']), (1, 300))
        self.assert_row_at(320)
        self.assertEqual(self.js('return mosaic.offset'), {'x': 0, 'y': 0})
        self.assert_exact()
        self.assert_no_page_errors()

    def test_an_orthogonal_section_moves_before_its_reply_and_a_lost_one_is_asked_again(self):
        self.open(5, row=20)
        lost = []

        def rewrite(request, replies):
            if request['type'] == 'sectionScroll' and not lost:
                lost.append(request)
                return []
            return replies
        self.stub.rewrite = rewrite
        # No reply yet: the drawn cells move with the section all the same.
        self.js("mosaic.sectionScrollTo(1, 100)")
        deadline = time.monotonic() + 5
        while not lost and time.monotonic() < deadline:
            time.sleep(0.01)
        self.assertEqual(len(lost), 1)
        drawn = {d['id']: d['box'] for d in self.js('return mosaic.drawn()')}
        self.assertAlmostEqual(drawn['c:1:1']['x'], 160 - 100, delta=TOLERANCE)
        # The lost reply is asked for again; then the server's elements are drawn.
        self.js('return mosaic.waitIdle()')
        self.assertEqual([r['offset'] for r in self.stub.requests if r['type'] == 'sectionScroll'], [100, 100])
        self.assert_row_at(100)
        self.assert_no_page_errors()

    # MARK: - The viewport's size

    def test_presets_landscape_and_free_size(self):
        self.open()

        def client():
            return self.js("const v = document.getElementById('viewport'); return [v.clientWidth, v.clientHeight]")
        Select(self.driver.find_element(By.ID, 'preset')).select_by_value('iPad mini')
        self.js('return mosaic.waitFor(() => mosaic.state.layout.viewport.width === 744).then(() => mosaic.waitIdle())')
        self.assertEqual(client(), [744, 1133])
        self.assert_exact()
        self.driver.find_element(By.ID, 'rotate').click()
        self.js('return mosaic.waitFor(() => mosaic.state.layout.viewport.width === 1133).then(() => mosaic.waitIdle())')
        self.assertEqual(client(), [1133, 744])
        self.assertEqual(Select(self.driver.find_element(By.ID, 'preset')).first_selected_option.get_attribute('value'),
                         'iPad mini')
        # A preset chosen in landscape stays landscape.
        Select(self.driver.find_element(By.ID, 'preset')).select_by_value('iPhone SE')
        self.js('return mosaic.waitFor(() => mosaic.state.layout.viewport.width === 667).then(() => mosaic.waitIdle())')
        self.assertEqual(client(), [667, 375])
        # Free size: the W and H fields.
        self.js("""const w = document.getElementById('vw'), h = document.getElementById('vh');
                   w.value = '500'; h.value = '321'; w.dispatchEvent(new Event('change'));""")
        self.js('return mosaic.waitFor(() => mosaic.state.layout.viewport.width === 500).then(() => mosaic.waitIdle())')
        self.assertEqual(client(), [500, 321])
        self.assertEqual(Select(self.driver.find_element(By.ID, 'preset')).first_selected_option.get_attribute('value'),
                         'Free size')
        self.assert_exact()
        # A size the page cannot show is refused before it is sent.
        sent = len(self.stub.requests)
        self.js("""const w = document.getElementById('vw'); w.value = '-3'; w.dispatchEvent(new Event('change'));""")
        self.assertIn('W and H', self.js('return mosaic.banner()') or '')
        self.assertFalse([r for r in self.stub.requests[sent:] if r['type'] == 'viewport'])
        self.assert_no_page_errors()


if __name__ == '__main__':
    unittest.main()
