"""The REPL's `:serve` in headless Chromium: what is typed at the prompt
shows in the page at once (a scroll, a parameter, a batch update)."""

import queue
import subprocess
import threading
import time
import unittest

from harness import MOSAIC, ROOT, URL, PageTest


class Repl:
    """`mosaic repl LAYOUT` fed through a pipe."""

    def __init__(self, *args):
        self.process = subprocess.Popen([MOSAIC, 'repl', *args], cwd=ROOT, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line)

    def send(self, line):
        self.process.stdin.write(line + '\n')
        self.process.stdin.flush()

    def url(self, timeout=60):
        deadline = time.monotonic() + timeout
        seen = []
        while time.monotonic() < deadline:
            try:
                line = self.lines.get(timeout=0.5)
            except queue.Empty:
                continue
            seen.append(line)
            match = URL.search(line)
            if match:
                return match.group(0)
        raise AssertionError(f'the REPL printed no address: {"".join(seen)!r}')

    def stop(self):
        try:
            self.process.stdin.close()
        except OSError:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process.stdout.close()


class ReplPageTests(PageTest):
    FAN = ('examples/fan.lua',)

    def test_prompt_changes_show_in_the_page(self):
        repl = Repl(*self.FAN)
        self.addCleanup(repl.stop)
        self.driver.get_log('browser')
        self.addCleanup(self.assert_no_page_errors)
        repl.send(':serve 0')
        self.driver.get(repl.url())
        self.js('return mosaic.ready()')
        self.assert_matches_engine(*self.FAN)
        # :scroll moves the page (the REPL's offset wins).
        repl.send(':scroll 700,0')
        self.js('return mosaic.waitFor(() => mosaic.offset.x === 700, 10000).then(() => mosaic.waitIdle())')
        self.assertEqual(self.offset, (700, 0))
        self.assert_matches_engine(*self.FAN)
        # :set changes the layout the page draws, at the same offset.
        repl.send(':set radius 800')
        self.js("return mosaic.waitFor(() => mosaic.state.layout.parameters.find(p => p.name === 'radius').value === 800, 10000)")
        self.js('return mosaic.waitIdle()')
        self.assertEqual(self.offset, (700, 0))
        self.assert_matches_engine(*self.FAN, '-p', 'radius=800')
        # :insert animates in the page, then the page has one more item.
        repl.send(':insert 0 5')
        self.js('return mosaic.waitFor(() => mosaic.state.layout.items === 31, 10000).then(() => mosaic.waitIdle())')
        self.assert_matches_engine('examples/fan.lua', '--items', '31', '-p', 'radius=800')


class ReplPageEveryLineTests(PageTest):
    """The page shows the state after every line, from the first: the
    offset it draws at and the offset it says (the readout)."""

    FAN = ('examples/fan.lua',)

    def assert_shows(self, x):
        self.js('return mosaic.waitFor(() => mosaic.offset.x === arguments[0], 10000).then(() => mosaic.waitIdle())', x)
        self.assertEqual(self.offset, (x, 0))
        self.assertEqual(self.js("return document.getElementById('offset-readout').textContent"), f'offset {x:,}, 0')
        self.assert_matches_engine(*self.FAN, '--offset', f'{x},0')

    def test_each_scroll_shows_at_once_including_on_connect(self):
        repl = Repl(*self.FAN)
        self.addCleanup(repl.stop)
        self.driver.get_log('browser')
        self.addCleanup(self.assert_no_page_errors)
        repl.send(':scroll 400,0')
        repl.send(':serve 0')
        self.driver.get(repl.url())
        self.js('return mosaic.ready()')
        self.assert_shows(400)
        repl.send(':scroll 700,0')
        self.assert_shows(700)
        repl.send(':scroll 1000,0')
        self.assert_shows(1000)
        repl.send('l = mosaic.load("examples/fan.lua")')
        self.assert_shows(0)
        repl.send('l:scroll(1300, 0)')
        self.assert_shows(1300)
        self.screenshot('repl-every-line')


if __name__ == '__main__':
    unittest.main()

