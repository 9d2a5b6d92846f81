"""Makes the screenshots of docs/serve.md from the real page served by the
built `mosaic serve`:
- docs/images/serve-page.png: the compositional example in an iPhone 15
  frame, scrolled a little, its orthogonal section 1 scrolled sideways, a
  cell hovered so that the inspector shows it;
- docs/images/serve-fan.png: examples/fan.lua scrolled, its parameters'
  sliders, a turned card hovered (the inspector shows its rotation).

Usage (from the repository's root, after swift build --product mosaic):
  python3 Tests/Browser/docs_screenshot.py [FOLDER]
"""

import os
import sys

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from harness import ROOT, Server, browser, quit_browser


def shoot(output, args, prepare, hover):
    server = Server(*args, '--viewport', '393x852')
    driver = browser(1240, 1130)
    try:
        driver.get(server.url)
        driver.execute_script('return mosaic.ready()')
        for script in prepare:
            driver.execute_script(script)
        driver.execute_script('return mosaic.waitIdle()')
        cell = driver.find_element(By.CSS_SELECTOR, f'.el[data-id="{hover}"]')
        ActionChains(driver).move_to_element(cell).perform()
        driver.execute_script('return new Promise((r) => setTimeout(r, 200))')
        if not driver.save_screenshot(output):
            raise SystemExit(f'error: no screenshot written to {output}')
        print(output)
    finally:
        quit_browser(driver)
        server.stop()


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, 'docs', 'images')
    os.makedirs(folder, exist_ok=True)
    shoot(os.path.join(folder, 'serve-page.png'),
          ('compositional', '--spec', 'examples/compositional-vibe.json',
           '--data', 'examples/compositional-vibe-data.json'),
          ['return mosaic.scrollTo(0, 120)', 'return mosaic.sectionScrollTo(1, 60)'], 'c:1:1')
    shoot(os.path.join(folder, 'serve-fan.png'), ('examples/fan.lua',),
          ['return mosaic.scrollTo(700, 0)'], 'c:0:7')


if __name__ == '__main__':
    main()
