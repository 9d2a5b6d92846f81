"""Browser benchmark of mosaic serve's page: from a scroll to the new elements
drawn, with 1,000,000 items, in headless Chromium.

The page measures each scroll with performance marks: the start is the moment
the content offset changes (the scroll handler), the end is after the reply's
elements are written to the DOM and styled and laid out (a forced layout), as
`performance.measure('scroll-to-drawn', ...)`. Scrolls come one a frame, as
a user's do: half are wheel-sized steps of 600 points, half jumps to seeded
random offsets anywhere in the content (every element new).

Usage: python3 Benchmarks/Browser/scroll_to_drawn.py [--scrolls N] [--items N] [--stub]
--stub serves the page from Tests/Browser/stub_server.py (a list layout in
Python) instead of mosaic serve: the page's own share, without the engine.
Environment: MOSAIC_BIN (the mosaic binary; scripts/bench passes the release one).
Prints one summary line: p50, p95 and max in ms, and PASS/MISS for p95 ≤ 16 ms.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), '..', '..', 'Tests', 'Browser'))
from harness import Server, browser  # noqa: E402
from stub_server import StubServer  # noqa: E402

RUN = """
const [count, seed] = arguments;
await mosaic.ready();
const frame = () => new Promise((r) => requestAnimationFrame(r));
let state = seed >>> 0;
const random = () => { state = (state * 1664525 + 1013904223) >>> 0; return state / 4294967296; };
const max = mosaic.map.maxOffset.y;
// Warm-up: the first scrolls compile the page's code paths.
for (let i = 0; i < 20; i++) { await frame(); await mosaic.scrollTo(0, random() * max); }
mosaic.state.latencies.length = 0;
performance.clearMeasures('scroll-to-drawn');
for (let i = 0; i < count; i++) {
  await frame();
  const y = i % 2 ? mosaic.offset.y + 600 : random() * max;
  await mosaic.scrollTo(0, y > max ? 0 : y);
}
const measures = performance.getEntriesByName('scroll-to-drawn').map((m) => m.duration);
return { measures, nodes: mosaic.nodeCount() };
"""


def percentile(values, p):
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, int(round(p / 100 * len(ordered) + 0.5)) - 1))
    return ordered[index]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--scrolls', type=int, default=200)
    parser.add_argument('--items', type=int, default=1_000_000)
    parser.add_argument('--stub', action='store_true')
    options = parser.parse_args()
    if options.stub:
        server = StubServer(options.items)
    else:
        server = Server('waterfall', '--items', str(options.items), '--heights', '50:500', '--seed', '7')
    driver = browser()
    try:
        driver.set_script_timeout(600)
        driver.get(server.url)
        result = driver.execute_script(f'return (async () => {{ {RUN} }})(...arguments)', options.scrolls, 7)
    finally:
        driver.quit()
        server.stop()
    measures = result['measures']
    if len(measures) < options.scrolls * 0.9:
        print(f'error: only {len(measures)} of {options.scrolls} scrolls were measured', file=sys.stderr)
        return 1
    p50, p95, worst = percentile(measures, 50), percentile(measures, 95), max(measures)
    verdict = 'PASS' if p95 <= 16 else 'MISS'
    what = f'scroll to drawn, {options.items:,} items' + (' (stub server)' if options.stub else '')
    print(f'{what:<40} p50 {p50:7.2f} ms  p95 {p95:7.2f} ms  '
          f'max {worst:7.2f} ms  ({len(measures)} scrolls, {result["nodes"]} DOM nodes)  p95 ≤ 16 ms {verdict}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
