"""The page of `mosaic serve` in headless Chromium: what it draws is what the
engine computes, as it scrolls, flings, changes and reloads."""

import math
import os
import shlex
import shutil
import tempfile
import time
import unittest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from harness import PageTest, ROOT, engine, element_id

WATERFALL = ('waterfall', '--items', '400', '--heights', '50:500', '--seed', '7')


class WaterfallPageTests(PageTest):
    def test_draws_the_engines_attributes_and_follows_scrolls(self):
        self.serve(*WATERFALL)
        self.assert_matches_engine(*WATERFALL)
        before = set(self.drawn())
        self.scroll_to(0, 5000)
        self.assertEqual(self.offset, (0, 5000))
        self.assert_matches_engine(*WATERFALL)
        after = set(self.drawn())
        self.assertTrue(after - before, 'scrolling 5000 points drew no new element')
        self.assertFalse({'c:0:0', 'c:0:1'} & after, 'the first items are still drawn 5000 points down')
        # A fractional offset: positions are exact, not rounded to pixels.
        self.scroll_to(0, 1234.5)
        self.assert_matches_engine(*WATERFALL)
        self.screenshot('waterfall')

    def test_pinned_header_stays_at_the_top_of_the_viewport(self):
        args = ('waterfall', '--items', '40,40,40', '--heights', '50:300', '--seed', '3',
                '-p', 'headerHeight=44', '-p', 'pinHeaders=true')
        self.serve(*args)
        section1 = engine(*args, query=(0, 0, 390, 1e9))
        header = next(e for e in section1['elements'] if e['category'] == 'supplementary' and e['section'] == 1)
        # Halfway into section 1: its header is pinned at the viewport's top.
        y = header['frame']['y'] + 600
        self.scroll_to(0, y)
        self.assert_matches_engine(*args)
        drawn = self.drawn()
        ident = element_id(header)
        self.assertIn(ident, drawn)
        self.assertAlmostEqual(drawn[ident]['box']['y'], 0, delta=0.6)
        self.scroll_to(0, y + 250)
        self.assertAlmostEqual(self.drawn()[ident]['box']['y'], 0, delta=0.6)
        self.assert_matches_engine(*args)
        self.screenshot('waterfall-pinned')

    def test_parameter_control_and_item_count(self):
        self.serve(*WATERFALL)
        # The padding control: its number field, as a user types a value.
        self.js("""
            const f = document.querySelector('[data-parameter=padding] input[type=number]');
            f.value = '20'; f.dispatchEvent(new Event('change'));""")
        self.js("return mosaic.waitFor(() => mosaic.state.layout.parameters.find(p => p.name === 'padding').value === 20)")
        self.js('return mosaic.waitIdle()')
        self.assert_matches_engine(*WATERFALL, '-p', 'padding=20')
        # A refused value shows its error beside the control; the layout stays.
        self.js("""
            const f = document.querySelector('[data-parameter=padding] input[type=number]');
            f.value = '-5'; f.dispatchEvent(new Event('change'));""")
        self.js("return mosaic.waitFor(() => document.querySelector('[data-parameter=padding] .param-error').textContent !== '')")
        self.assertIn('padding', self.js("return document.querySelector('[data-parameter=padding] .param-error').textContent"))
        self.assert_matches_engine(*WATERFALL, '-p', 'padding=20')
        # The item count field.
        self.js("""
            const f = document.getElementById('items');
            f.value = '1000'; f.dispatchEvent(new Event('change'));""")
        self.js('return mosaic.waitFor(() => mosaic.state.layout.items === 1000)')
        self.scroll_to(0, 30000)
        args = ('waterfall', '--items', '1000', '--heights', '50:500', '--seed', '7', '-p', 'padding=20')
        self.assert_matches_engine(*args)

    def test_insert_and_delete_animate_and_end_as_the_engine_says(self):
        self.serve('waterfall', '--items', '30')
        before = self.drawn()
        # Insert at the hovered item (the inspector's target), then delete it.
        self.js('mosaic.aim(0, 2)')
        reply = self.js("return mosaic.updateButton('insert')")
        self.assertEqual(reply['type'], 'animate', reply)
        changes = {c['id']: c for c in reply['elements']}
        self.assertEqual(changes['c:0:2']['change'], 'inserted', changes)
        # The old item 2 is item 3 now: it animates from where it was.
        self.assertEqual(changes['c:0:3']['from']['frame'], before['c:0:2']['e']['frame'])
        self.assertNotEqual(changes['c:0:3']['to']['frame'], changes['c:0:3']['from']['frame'])
        # Mid-animation, the moving node is between its two frames.
        self.js('return new Promise((r) => setTimeout(r, 120))')
        box = self.drawn()['c:0:3']['box']
        start, end = changes['c:0:3']['from']['frame'], changes['c:0:3']['to']['frame']
        self.assertNotEqual((box['x'], box['y']), (end['x'], end['y']), 'no animation')
        self.js('return mosaic.waitIdle()')
        self.assertEqual(self.js('return mosaic.state.layout.items'), 31)
        self.assert_matches_engine('waterfall', '--items', '31')
        reply = self.js("return mosaic.updateButton('delete')")
        self.assertEqual(reply['type'], 'animate', reply)
        self.assertEqual({c['id']: c['change'] for c in reply['elements']}.get('c:0:2'), 'deleted')
        self.js('return mosaic.waitIdle()')
        self.assertEqual(self.js('return mosaic.state.layout.items'), 30)
        self.assert_matches_engine('waterfall', '--items', '30')
        # Move: the aimed item goes elsewhere; the count stays.
        self.js('mosaic.aim(0, 1)')
        reply = self.js("return mosaic.updateButton('move')")
        self.assertEqual(reply['type'], 'animate', reply)
        self.assertIn('moved', {c['change'] for c in reply['elements']})
        self.js('return mosaic.waitIdle()')
        self.assertEqual(self.js('return mosaic.state.layout.items'), 30)
        self.assert_matches_engine('waterfall', '--items', '30')

    def test_device_presets_and_landscape_resize_the_collection_view(self):
        self.serve(*WATERFALL)
        self.js("""const menu = document.getElementById('preset');
                   menu.value = 'iPad mini'; menu.dispatchEvent(new Event('change'));""")
        self.js('return mosaic.waitFor(() => mosaic.state.layout.viewport.width === 744).then(() => mosaic.waitIdle())')
        self.assertEqual(self.js("const v = document.getElementById('viewport'); return [v.clientWidth, v.clientHeight]"),
                         [744, 1133])
        self.scroll_to(0, 2000)
        self.assert_matches_engine(*WATERFALL, viewport=(744, 1133))
        self.js("document.getElementById('rotate').click()")
        self.js('return mosaic.waitFor(() => mosaic.state.layout.viewport.width === 1133).then(() => mosaic.waitIdle())')
        self.assert_matches_engine(*WATERFALL, viewport=(1133, 744))
        self.screenshot('waterfall-ipad-landscape')


class FanPageTests(PageTest):
    FAN = ('examples/fan.lua',)

    def test_the_fan_turns_as_it_scrolls(self):
        self.serve(*self.FAN)
        self.assert_matches_engine(*self.FAN)
        rotations = {i: d['e'].get('transform', {}).get('rotation', 0) for i, d in self.drawn().items()}
        self.scroll_to(300, 0)
        self.assert_matches_engine(*self.FAN)
        turned = {i: d['e'].get('transform', {}).get('rotation', 0) for i, d in self.drawn().items()}
        common = set(rotations) & set(turned)
        self.assertTrue(common)
        for ident in common:
            self.assertLess(turned[ident], rotations[ident], f'{ident} did not turn')
        self.screenshot('fan')

    def test_a_fling_glides_to_the_layouts_target(self):
        self.serve(*self.FAN)
        self.scroll_to(300, 0)
        end = self.js('return mosaic.fling(1, 0)')
        # The fan stops on a whole number of items (examples/fan.lua,
        # targetContentOffset): (count·itemWidth − width)/(count − 1) apart,
        # rounded up for a positive velocity from 300 + 1·0.998/0.002.
        step = (30 * 133 - 390) / 29
        proposed = 300 + 0.998 / 0.002
        self.assertAlmostEqual(end['x'], math.ceil(proposed / step) * step, delta=1e-6)
        self.assertEqual(self.offset, (end['x'], 0))
        self.assert_matches_engine(*self.FAN)
        # Backwards: rounded down.
        end = self.js('return mosaic.fling(-0.5, 0)')
        self.assertLess(end['x'], 7 * step)
        self.assertAlmostEqual(end['x'] / step, round(end['x'] / step), delta=1e-9)
        self.assert_matches_engine(*self.FAN)

    def test_a_broken_save_shows_its_error_over_the_last_good_layout(self):
        folder = tempfile.mkdtemp(prefix='mosaic-page-')
        self.addCleanup(shutil.rmtree, folder)
        plugin = os.path.join(folder, 'fan.lua')
        shutil.copy(os.path.join(ROOT, 'examples', 'fan.lua'), plugin)
        with open(plugin) as f:
            good = f.read()
        self.serve(plugin)
        self.scroll_to(200, 0)
        drawn = self.drawn()
        with open(plugin, 'a') as f:
            f.write('\nthis is not lua\n')
        self.js("return mosaic.waitFor(() => mosaic.banner() !== null, 15000)")
        banner = self.js('return mosaic.banner()')
        self.assertRegex(banner, r'fan\.lua:\d+')
        self.assertEqual(set(self.drawn()), set(drawn), 'the last good layout is no longer drawn')
        self.screenshot('fan-broken')
        # Fixed: the banner goes, the offset stays, a changed default shows.
        with open(plugin, 'w') as f:
            f.write(good.replace('radius = { default = 500', 'radius = { default = 700'))
        self.js("return mosaic.waitFor(() => mosaic.banner() === null, 15000)")
        self.js("return mosaic.waitFor(() => mosaic.state.layout.parameters.find(p => p.name === 'radius').value === 700, 15000)")
        self.js('return mosaic.waitIdle()')
        self.assertEqual(self.offset, (200, 0))
        self.assert_matches_engine(plugin, '-p', 'radius=700')


RANGES_PLUGIN = """
return {
  params = {
    tilt   = { default = 0, min = -3.2, max = 3.2, doc = "a small signed range" },
    shift  = { default = -5, doc = "a negative default, no bounds" },
    size   = { default = 3, min = 1, doc = "a default above its minimum" },
    gap    = { default = 4, min = 0, max = 100, doc = "refuses 500" },
  },
  prepare = function(ctx)
    local p = ctx.params
    for item = 0, ctx:items(0) - 1 do
      ctx:place(0, item, 10 + p.shift + p.tilt, item * (40 + p.gap), 100 + p.size, 40)
    end
  end,
}
"""


class ParameterControlTests(PageTest):
    """Sliders span what the parameter can take; a refused value is shown
    and the control goes back to the layout's value."""

    def plugin(self):
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        path = os.path.join(folder, 'ranges.lua')
        with open(path, 'w') as f:
            f.write(RANGES_PLUGIN)
        return path

    def slider(self, name):
        return self.js("""
            const row = document.querySelector(`[data-parameter=${arguments[0]}]`);
            const s = row.querySelector('input[type=range]'), f = row.querySelector('input[type=number]');
            return {min: Number(s.min), max: Number(s.max), value: Number(s.value), field: f.value,
                    error: row.querySelector('.param-error').textContent};""", name)

    def test_sliders_span_negative_and_bounded_ranges(self):
        self.serve(self.plugin(), '--items', '5')
        tilt = self.slider('tilt')
        self.assertEqual((tilt['min'], tilt['max'], tilt['value']), (-3.2, 3.2, 0))
        shift = self.slider('shift')
        self.assertEqual((shift['min'], shift['max'], shift['value']), (-20, 20, -5))
        size = self.slider('size')
        self.assertEqual((size['min'], size['max'], size['value']), (1, 12, 3))
        gap = self.slider('gap')
        self.assertEqual((gap['min'], gap['max']), (0, 100))
        # A negative value set by the slider reaches the layout.
        self.js("""
            const s = document.querySelector('[data-parameter=tilt] input[type=range]');
            s.value = '-2.5'; s.dispatchEvent(new Event('input'));""")
        self.js("return mosaic.waitFor(() => mosaic.state.layout.parameters.find(p => p.name === 'tilt').value === -2.5)")
        self.screenshot('parameter-ranges')

    def test_a_refused_value_shows_the_error_and_puts_the_control_back(self):
        self.serve(self.plugin(), '--items', '5')
        self.js("""
            const f = document.querySelector('[data-parameter=gap] input[type=number]');
            f.focus(); f.value = '500'; f.dispatchEvent(new Event('change'));""")
        self.js("return mosaic.waitFor(() => document.querySelector('[data-parameter=gap] .param-error').textContent !== '')")
        gap = self.slider('gap')
        self.assertIn('gap', gap['error'])
        self.assertEqual((gap['field'], gap['value']), ('4', 4), 'the refused value is still shown')
        self.assertEqual(self.js("return mosaic.state.layout.parameters.find(p => p.name === 'gap').value"), 4)
        self.screenshot('parameter-refused')


class CompositionalPageTests(PageTest):
    VIBE = ('compositional', '--spec', 'examples/compositional-vibe.json',
            '--data', 'examples/compositional-vibe-data.json')

    def test_sections_scroll_sideways_and_snap(self):
        self.serve(*self.VIBE)
        self.assert_matches_engine(*self.VIBE)
        orthogonal = self.js('return mosaic.state.layout.orthogonalSections')
        self.assertTrue(orthogonal, 'the vibe example has sideways sections')
        section = orthogonal[0]['section']
        self.js('return mosaic.sectionScrollTo(arguments[0], 100)', section)
        self.js('return mosaic.waitIdle()')
        self.assert_matches_engine(*self.VIBE, '--section-offset', f'{section}:100')
        end = self.js('return mosaic.sectionFling(arguments[0], 0.8)', section)
        self.js('return mosaic.waitIdle()')
        self.assertNotEqual(end, 100)
        self.assert_matches_engine(*self.VIBE, '--section-offset', f'{section}:{end}')
        self.screenshot('compositional')
        self.scroll_to(0, 400)
        self.assert_matches_engine(*self.VIBE, '--section-offset', f'{section}:{end}')

    def test_a_real_sideways_drag_scrolls_one_section_and_snaps(self):
        self.serve(*self.VIBE)
        section = self.js('return mosaic.state.layout.orthogonalSections')[1]['section']
        box = self.drawn()[f'c:{section}:0']['box']
        viewport = self.driver.find_element(By.ID, 'viewport')
        # From the middle of the section's first cell, 150 points to the left.
        x = box['x'] + box['width'] / 2 - viewport.size['width'] / 2
        y = box['y'] + box['height'] / 2 - viewport.size['height'] / 2
        (ActionChains(self.driver).move_to_element_with_offset(viewport, x, y).click_and_hold()
         .move_by_offset(-50, 0).move_by_offset(-50, 1).move_by_offset(-50, 0).release().perform())
        self.js('return new Promise((r) => setTimeout(r, 50)).then(() => mosaic.settlingDone()).then(() => mosaic.waitIdle())')
        end = self.js('return mosaic.sectionOffsets[arguments[0]]', section)
        self.assertGreater(end, 0)
        self.assertEqual(self.offset, (0, 0), 'the sideways drag moved the main scroll')
        self.assert_matches_engine(*self.VIBE, '--section-offset', f'{section}:{end}')


class ProviderSectionsPageTests(PageTest):
    """Sections from a function (a Lua `section = function`, a Swift
    `sectionProvider:`) scroll sideways as a spec's do: the page is told
    which they are from the prepared layout."""

    LUA = ('examples/compositional-vibe.lua', '--data', 'examples/compositional-vibe-data.json')
    SWIFT = ('compositional', '--swift', 'Tests/Fixtures/swift/orthogonal.swift', '--items', '10,10,10,10,10,10')

    def sideways(self, args, engine_args, expected):
        self.serve(*args)
        orthogonal = self.js('return mosaic.state.layout.orthogonalSections')
        self.assertEqual([(s['section'], s['behavior']) for s in orthogonal], expected)
        section = orthogonal[0]['section']
        self.js('return mosaic.sectionScrollTo(arguments[0], 300)', section)
        self.js('return mosaic.waitIdle()')
        self.assertEqual(self.js('return mosaic.sectionOffsets[arguments[0]]', section), 300)
        self.assert_matches_engine(*engine_args, '--section-offset', f'{section}:300')
        return section

    def test_a_lua_section_function_scrolls_sideways(self):
        self.sideways(self.LUA, self.LUA, [(s, 'groupPaging') for s in range(3)])
        self.screenshot('provider-lua-sideways')

    def test_a_swift_section_provider_scrolls_sideways(self):
        behaviours = ['continuous', 'continuousGroupLeadingBoundary', 'paging', 'groupPaging', 'groupPagingCentered']
        args = self.SWIFT
        self.sideways(args, args, list(enumerate(behaviours)))
        self.screenshot('provider-swift-sideways')


class ZoomPageTests(PageTest):
    """The device fits the window by default (never above 100%), and the
    Zoom menu sets any other factor; drawing and dragging follow the zoom."""

    def window(self, width, height):
        self.driver.set_window_size(width, height)
        self.addCleanup(self.driver.set_window_size, 1400, 1150)

    def fits(self):
        return self.js("""
            const d = document.getElementById('device').getBoundingClientRect();
            const c = document.getElementById('caption').getBoundingClientRect();
            const s = document.getElementById('stage');
            return {inside: d.left >= 0 && d.top >= 0 && d.right <= innerWidth && c.bottom <= innerHeight,
                    scrolls: s.scrollHeight > s.clientHeight || s.scrollWidth > s.clientWidth,
                    height: innerHeight};""")

    def test_a_tall_phone_fits_a_short_window_and_draws_and_drags_at_its_zoom(self):
        self.window(1280, 760 + 143)  # headless Chromium's window is 143 px taller than its page
        args = ('waterfall', '--items', '400', '--heights', '50:500', '--seed', '7')
        self.serve(*args)
        fit = self.fits()
        zoom = self.js('return mosaic.zoom')
        self.assertLess(zoom, 1, f'an 844-point phone in a {fit["height"]}-pixel window')
        self.assertTrue(fit['inside'], f'the device is cut off at zoom {zoom}')
        self.assertFalse(fit['scrolls'], 'the stage scrolls at Fit')
        self.assertIn(f'{round(zoom * 100)}%', self.js("return document.getElementById('caption').textContent"))
        self.scroll_to(0, 3000)
        self.assert_matches_engine(*args)
        self.screenshot('zoom-fit-phone')
        # A drag moves the content with the pointer: 200 pixels are 200 / zoom points.
        viewport = self.driver.find_element(By.ID, 'viewport')
        chain = ActionChains(self.driver).move_to_element(viewport).click_and_hold()
        for _ in range(4):
            chain.move_by_offset(0, -50)
        chain.perform()
        dragged = self.offset[1] - 3000
        ActionChains(self.driver).release().perform()
        self.assertAlmostEqual(dragged, 200 / zoom, delta=1.5 / zoom)
        # 100%: the device at full size, and the stage scrolls over it.
        self.assertEqual(self.js('return mosaic.setZoom(1)'), 1)
        self.assertTrue(self.fits()['scrolls'])
        self.js('return mosaic.waitIdle()')
        self.assert_matches_engine(*args)

    def test_a_landscape_phone_fits_a_narrow_window(self):
        self.window(1280, 1150)
        self.serve('flow', '--items', '60', '--viewport', '932x430')
        fit = self.fits()
        self.assertLess(self.js('return mosaic.zoom'), 1)
        self.assertTrue(fit['inside'])
        self.assertFalse(fit['scrolls'])
        self.assert_matches_engine('flow', '--items', '60', viewport=(932, 430))
        self.screenshot('zoom-fit-landscape')

    def test_a_phone_at_1400_by_1100_is_at_full_size_and_nothing_scrolls(self):
        self.window(1400, 1100)
        self.serve('flow', '--items', '60')
        self.assertEqual(self.js('return mosaic.zoom'), 1)
        fit = self.fits()
        self.assertTrue(fit['inside'])
        self.assertFalse(fit['scrolls'])


class CopyAsCommandTests(PageTest):
    """"Copy as command" gives the mosaic layout line of what is on screen:
    run, it computes what the page draws."""

    def test_the_command_computes_what_the_page_shows(self):
        self.serve('waterfall', '--items', '40,30', '-p', 'padding=12', '--heights', '50:300', '--seed', '3')
        self.js("return mosaic.set('placement', 'shortestFirst')")
        self.js('return mosaic.waitIdle()')
        self.scroll_to(0, 777.5)
        self.driver.find_element(By.ID, 'copy-command').click()
        command = self.js("return document.getElementById('command').value")
        self.assertEqual(command, self.js('return mosaic.command()'))
        words = shlex.split(command)
        self.assertEqual(words[:3], ['mosaic', 'layout', 'waterfall'])
        for pair in (['-p', 'padding=12'], ['-p', 'placement=shortestFirst'], ['--items', '40,30'],
                     ['--viewport', '390x844'], ['--offset', '0,777.5']):
            self.assertIn(' '.join(pair), ' '.join(words))
        self.screenshot('copy-as-command')

    def test_a_plugins_command_names_its_file_and_sideways_offsets(self):
        self.serve('examples/compositional-vibe.lua', '--data', 'examples/compositional-vibe-data.json')
        self.js('return mosaic.sectionScrollTo(1, 250)')
        self.scroll_to(0, 100)
        words = shlex.split(self.js('return mosaic.command()'))
        self.assertEqual(words[:3], ['mosaic', 'layout', 'examples/compositional-vibe.lua'])
        self.assertIn('--section-offset 1:250', ' '.join(words))
        self.assertIn('--data examples/compositional-vibe-data.json', ' '.join(words))
        self.assertNotIn('--items', words, 'the data file gives the items')
        # Run, the command draws what the page draws (its own --viewport and --offset aside).
        rest, skip = [], False
        for word in words[3:]:
            if skip:
                skip = False
            elif word in ('--viewport', '--offset'):
                skip = True
            else:
                rest.append(word)
        self.assert_matches_engine(words[2], *rest)
        # Once the page changes the items, the command gives their counts.
        self.js('return mosaic.items(12)')
        self.js('return mosaic.waitIdle()')
        words = shlex.split(self.js('return mosaic.command()'))
        self.assertNotIn('--data', words)
        self.assertIn('--items 12', ' '.join(words))


class MillionItemsPageTests(PageTest):
    MILLION = ('waterfall', '--items', '1000000', '--heights', '50:500', '--seed', '7')

    def test_a_million_items_scroll_exactly_with_few_nodes(self):
        self.serve(*self.MILLION)
        layout = self.js('return mosaic.state.layout')
        height = layout['contentSize']['height']
        self.assertGreater(height, 33_554_432, 'the content should be taller than Chromium can hold')
        extent = self.js("return document.getElementById('viewport').scrollHeight")
        self.assertLessEqual(extent, 10_000_000)
        counts = []
        for y in (0, 12_345_678.25, height / 2, height - 844):
            self.scroll_to(0, y)
            counts.append(self.js('return mosaic.nodeCount()'))
            self.assert_matches_engine(*self.MILLION)
        self.assertEqual(self.offset[1], height - 844)
        # The scrollbar, dragged to its end, reaches the exact end.
        self.js("return mosaic.scrollbarTo(0, 0)")
        self.js("return mosaic.scrollbarTo(0, document.getElementById('viewport').scrollHeight)")
        self.assertEqual(self.offset[1], height - 844)
        self.assertLess(max(counts), 400, f'DOM nodes: {counts}')
        self.assertLess(max(counts) - min(counts), 150, f'DOM nodes: {counts}')


if __name__ == '__main__':
    unittest.main()
