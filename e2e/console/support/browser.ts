import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';

/** Debian's Chromium (`.ci/run` installs it); Playwright drives it, it downloads no browser of its own. */
export const CHROMIUM = '/usr/bin/chromium';

/**
 * Screenshots of every page, for people (git-ignored: test-output/); `npm run screenshots` in e2e
 * runs the suite with CONSOLE_SCREENSHOTS set to docs/console, the pictures docs/console.md shows.
 */
export const SCREENSHOTS = process.env.CONSOLE_SCREENSHOTS === undefined || process.env.CONSOLE_SCREENSHOTS === '' ? path.join(__dirname, '..', '..', 'test-output', 'screenshots') : path.resolve(process.env.CONSOLE_SCREENSHOTS);

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // As root (CI) Chromium's sandbox cannot start; the pages are our own.
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
  });

/**
 * A tab of its own for a suite: a 1280×900 window, 30 s for each step (a loaded machine), and what
 * the browser says the page's Content-Security-Policy refused pushed to `refused` (a suite expects none).
 */
export const openPage = async (browser: Browser, refused: string[], options: { readonly acceptDownloads?: boolean } = {}): Promise<Page> => {
  const page = await (await browser.newContext({ ...options, viewport: { width: 1280, height: 900 } })).newPage();
  page.setDefaultTimeout(30_000);
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  return page;
};

/** A full-page screenshot; `mask` covers what must not be in a picture (a key's secret: scanners would flag the docs). */
export const screenshot = async (page: Page, name: string, mask: ReadonlyArray<Locator> = []): Promise<void> => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true, mask: [...mask] });
};

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export type AxeFinding = { readonly id: string; readonly impact: string; readonly help: string; readonly targets: ReadonlyArray<string> };

/**
 * axe-core's serious and critical violations on the page as it is now. axe is evaluated through
 * the DevTools protocol, which the page's CSP does not govern: the page itself still runs no inline script.
 */
export const seriousAccessibilityViolations = async (page: Page): Promise<ReadonlyArray<AxeFinding>> => {
  await page.evaluate(AXE);
  const findings = await page.evaluate(`(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? '', help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  })()`);
  return (findings as AxeFinding[]).filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');
};

/** Opens the console's keys page, asks for a new key named `name`, and answers the dialog that shows its secret once. */
export const createKey = async (page: Page, serverUrl: string, name: string): Promise<Locator> => {
  await page.goto(`${serverUrl}/console/#/keys`);
  await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
  await page.getByLabel("New key's name").fill(name);
  await page.getByRole('button', { name: 'Create key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your new key' });
  await dialog.waitFor();
  return dialog;
};
