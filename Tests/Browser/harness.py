"""What the browser tests share: the built `mosaic` binary, a `mosaic serve`
started on an ephemeral port, headless Chromium driven by Selenium, and the
engine's own attributes from `mosaic layout ... --format json` to compare the
drawn page with.

Environment: MOSAIC_BIN (default .build/debug/mosaic), CHROMIUM
(default /usr/bin/chromium), CHROMEDRIVER (default /usr/bin/chromedriver),
MOSAIC_BROWSER_ARTIFACTS (a folder for screenshots; default a temp folder).
"""

import json
import os
import queue
import re
import subprocess
import tempfile
import threading
import time
import unittest

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), '..', '..'))
# Relative to where the tests were started from (the tests run mosaic from the repository's root).
MOSAIC = os.path.abspath(os.environ.get('MOSAIC_BIN', os.path.join(ROOT, '.build', 'debug', 'mosaic')))
ARTIFACTS = os.environ.get('MOSAIC_BROWSER_ARTIFACTS') or tempfile.mkdtemp(prefix='mosaic-browser-')
os.makedirs(ARTIFACTS, exist_ok=True)
TOLERANCE = 0.6  # px: subpixel layout of transformed boxes
URL = re.compile(r'http://127\.0\.0\.1:(\d+)/')


class Server:
    """`mosaic serve ARGS --port 0`, stopped when the test is done."""

    def __init__(self, *args, cwd=ROOT):
        self.args = list(args)
        self.process = subprocess.Popen(
            [MOSAIC, 'serve', *args, '--port', '0'], cwd=cwd,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        self.lines = queue.Queue()
        self.output = []
        for stream in (self.process.stdout, self.process.stderr):
            threading.Thread(target=self._read, args=(stream,), daemon=True).start()
        deadline = time.monotonic() + 60
        self.url = None
        while self.url is None:
            left = deadline - time.monotonic()
            if left <= 0 or self.process.poll() is not None:
                self.stop()
                raise AssertionError(f"mosaic serve {' '.join(args)} printed no URL: {''.join(self.output)!r}")
            try:
                line = self.lines.get(timeout=min(left, 0.5))
            except queue.Empty:
                continue
            match = URL.search(line)
            if match:
                self.url = match.group(0)

    def _read(self, stream):
        for line in stream:
            self.output.append(line)
            self.lines.put(line)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        for stream in (self.process.stdout, self.process.stderr):
            stream.close()


def browser(width=1400, height=1150):
    """Headless Chromium from the system's packages."""
    options = Options()
    for argument in ('--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
                     f'--window-size={width},{height}', '--hide-scrollbars=false',
                     '--disable-background-timer-throttling', '--disable-renderer-backgrounding'):
        options.add_argument(argument)
    options.binary_location = os.environ.get('CHROMIUM', '/usr/bin/chromium')
    options.set_capability('goog:loggingPrefs', {'browser': 'ALL'})
    driver = webdriver.Chrome(service=Service(os.environ.get('CHROMEDRIVER', '/usr/bin/chromedriver')), options=options)
    driver.set_script_timeout(30)
    driver.set_page_load_timeout(30)
    return driver


def quit_browser(driver):
    """Ends the browser and its chromedriver, once.

    Selenium's Service keeps its process after `quit()` and, when it is
    collected at exit, sends chromedriver's port a shutdown request with no
    timeout. By then a stub server of a later test may listen on that port
    number, accept, and never answer: the test run printed OK and then hung.
    Forgetting the process makes that last request never happen.
    """
    try:
        driver.quit()
    finally:
        driver.service.process = None


def engine(layout, *args, viewport=(390, 844), offset=(0, 0), query=None):
    """The engine's elements for a viewport at an offset, as `mosaic layout` writes them."""
    command = [MOSAIC, 'layout', layout, *args, '--viewport', f'{viewport[0]}x{viewport[1]}',
               '--offset', f'{offset[0]},{offset[1]}', '--format', 'json']
    if query is not None:
        command += ['--query', ','.join(str(v) for v in query)]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        raise AssertionError(f'{" ".join(command)}: {done.stderr.strip()}')
    return json.loads(done.stdout)


def element_id(e):
    if e['category'] == 'cell':
        return f"c:{e['section']}:{e['item']}"
    prefix = 's' if e['category'] == 'supplementary' else 'd'
    return f"{prefix}:{e['section']}:{e['item']}:{e.get('kind')}"


def meets(frame, x, y, width, height):
    return (frame['x'] < x + width and frame['x'] + frame['width'] > x and
            frame['y'] < y + height and frame['y'] + frame['height'] > y)


class PageTest(unittest.TestCase):
    """A test case with one browser for the whole class and a server per test."""

    driver = None

    @classmethod
    def setUpClass(cls):
        cls.driver = browser()

    @classmethod
    def tearDownClass(cls):
        if cls.driver is not None:
            quit_browser(cls.driver)

    def serve(self, *args, cwd=ROOT):
        server = Server(*args, cwd=cwd)
        self.addCleanup(server.stop)
        self.driver.get_log('browser')  # the previous test's page is not this one's
        # Every test fails on a JavaScript error in the page (cleanups run last first).
        self.addCleanup(self.assert_no_page_errors)
        self.driver.get(server.url)
        self.js('return mosaic.ready()')
        self.server = server
        return server

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def assert_no_page_errors(self):
        severe = [e for e in self.driver.get_log('browser') if e['level'] == 'SEVERE']
        self.assertEqual(severe, [], 'the page logged an error')

    def screenshot(self, name):
        path = os.path.join(ARTIFACTS, f'{name}.png')
        if not self.driver.save_screenshot(path):
            raise AssertionError(f'no screenshot written to {path}')
        return path

    @property
    def offset(self):
        o = self.js('return mosaic.offset')
        return (o['x'], o['y'])

    def scroll_to(self, x, y):
        o = self.js('return mosaic.scrollTo(arguments[0], arguments[1])', x, y)
        return (o['x'], o['y'])

    def drawn(self):
        return {d['id']: d for d in self.js('return mosaic.drawn()')}

    def assert_matches_engine(self, layout, *args, viewport=(390, 844)):
        """Every element the engine has in the visible rect is drawn at its
        visual frame (relative to the viewport), and nothing else is drawn there."""
        offset = self.offset
        x, y = offset
        expected = engine(layout, *args, viewport=viewport, offset=offset,
                          query=(x, y, viewport[0], viewport[1]))
        drawn = self.drawn()
        seen = set()
        for e in expected['elements']:
            if not meets(e['visualFrame'], x, y, viewport[0], viewport[1]):
                continue
            ident = element_id(e)
            seen.add(ident)
            self.assertIn(ident, drawn, f'{ident} is in view at offset {offset} but not drawn')
            box, v = drawn[ident]['box'], e['visualFrame']
            for key, want in (('x', v['x'] - x), ('y', v['y'] - y), ('width', v['width']), ('height', v['height'])):
                self.assertAlmostEqual(box[key], want, delta=TOLERANCE,
                                       msg=f'{ident} {key} at offset {offset}: drawn {box}, engine {v}')
        for ident, d in drawn.items():
            b = d['box']
            inner = (TOLERANCE, TOLERANCE, viewport[0] - 2 * TOLERANCE, viewport[1] - 2 * TOLERANCE)
            if meets(b, *inner) and d['e'].get('hidden') is not True:
                self.assertIn(ident, seen, f'{ident} is drawn in view at offset {offset} but the engine has it elsewhere')
        return expected
