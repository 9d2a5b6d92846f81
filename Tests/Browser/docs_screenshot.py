"""Makes docs/images/serve-page.png from the real page: the compositional
example in an iPhone 15 frame, scrolled a little, a cell hovered so that the
inspector shows its attributes.

Usage (from the repository's root, after swift build --product mosaic):
  python3 Tests/Browser/docs_screenshot.py [OUTPUT.png]
"""

import os
import sys

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from harness import ROOT, Server, browser


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, 'docs', 'images', 'serve-page.png')
    server = Server('compositional', '--spec', 'examples/compositional-vibe.json',
                    '--data', 'examples/compositional-vibe-data.json', '--viewport', '393x852')
    driver = browser(1240, 1130)
    try:
        driver.get(server.url)
        driver.execute_script('return mosaic.ready()')
        driver.execute_script('return mosaic.scrollTo(0, 120)')
        driver.execute_script('return mosaic.sectionScrollTo(1, 60)')
        driver.execute_script('return mosaic.waitIdle()')
        cell = driver.find_element(By.CSS_SELECTOR, '.el[data-id="c:1:1"]')
        ActionChains(driver).move_to_element(cell).perform()
        driver.execute_script('return new Promise((r) => setTimeout(r, 200))')
        os.makedirs(os.path.dirname(output), exist_ok=True)
        driver.save_screenshot(output)
        print(output)
    finally:
        driver.quit()
        server.stop()


if __name__ == '__main__':
    main()
