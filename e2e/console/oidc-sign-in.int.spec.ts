import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServerProcess, type ServerProcess } from '@quire/server/test/server-process';
import { startTestOpenIdProvider, type TestOpenIdProvider } from '@quire/testing/oidc/test-openid-provider';
import type { Browser, Page } from 'playwright-core';
import { createKey, launchChromium, openPage, screenshot, seriousAccessibilityViolations } from './support/browser';

/**
 * A person signs in to the console with the identity provider, in Chromium: a real OpenID provider
 * (oidc-provider) in this process, the server in a process of its own configured for it, the
 * provider's own sign-in page filled in. The steps share one browser tab and run in order.
 */
jest.setTimeout(300_000);

const CLIENT_ID = 'quire-console';
const CLIENT_SECRET = 'a-client-secret-for-the-console-test';

let idp: TestOpenIdProvider;
let server: ServerProcess;
let browser: Browser;
let page: Page;
/** What the browser said the page's CSP refused: it must stay empty. */
const refused: string[] = [];

const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** A port nothing listens on now: the server's, known before it starts (its callback is registered at the provider first). */
const freePort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};

beforeAll(async () => {
  const port = await freePort();
  const redirectUri = `http://127.0.0.1:${port}/auth/callback`;
  idp = await startTestOpenIdProvider({
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    redirectUris: [redirectUri],
    // The bootstrap member's e-mail, vouched for; and someone who is no member.
    accounts: [
      { login: 'admin', email: 'admin@localhost', emailVerified: true, name: 'Administrator' },
      { login: 'stranger', email: 'stranger@example.com', emailVerified: true, name: 'Stranger' },
    ],
  });
  server = await startServerProcess({
    nodeFlags: [],
    env: {
      PORT: String(port),
      WEB_CONCURRENCY: '1',
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_PROVIDER_NAME: 'Firm SSO',
      RATE_LIMIT_PER_SECOND: '1000',
    },
  });
  browser = await launchChromium();
  page = await openPage(browser, refused);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await idp?.close();
});

describe('signing in to the console with the identity provider', () => {
  it('offers the provider, and signs a member in on its page', async () => {
    await page.goto(`${server.url}/console/#/templates`);
    await heading('Sign in to Quire').waitFor();
    const button = page.getByRole('link', { name: 'Sign in with Firm SSO' });
    await button.waitFor();
    await screenshot(page, 'sign-in-provider');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await button.click();
    // The provider's own page, on its own origin.
    await page.getByRole('heading', { name: 'Sign in to the test identity provider' }).waitFor();
    expect(new URL(page.url()).origin).toBe(idp.issuer);
    await page.getByLabel('Login').fill('admin');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading('Templates').waitFor();
    expect(new URL(page.url()).origin).toBe(server.url);
    await page.getByText('Administrator · Default tenant').waitFor();
    // No key anywhere in the page's reach; the session's secret is HttpOnly.
    expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
    expect(await page.evaluate(() => document.cookie)).toMatch(/^quire_csrf=[0-9a-f]{64}$/);
  });

  it('makes changes with the session and its CSRF token', async () => {
    await createKey(page, server.url, 'made in a session');
    await page.keyboard.press('Escape');
    await page.getByRole('cell', { name: 'made in a session', exact: true }).waitFor();
  });

  it('stays signed in across a reload, and signs out at the server', async () => {
    await page.reload();
    await heading('API keys').waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await heading('Sign in to Quire').waitFor();
    await page.reload();
    await heading('Sign in to Quire').waitFor();
    await page.getByRole('link', { name: 'Sign in with Firm SSO' }).waitFor();
  });

  it('refuses someone who is no member, on a page that says why', async () => {
    // Another browser: this one is still signed in at the provider (signing out of Quire is not signing out of the provider).
    const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const stranger = await other.newPage();
      await stranger.goto(`${server.url}/console/`);
      await stranger.getByRole('link', { name: 'Sign in with Firm SSO' }).click();
      await stranger.getByLabel('Login').fill('stranger');
      await stranger.getByRole('button', { name: 'Continue' }).click();
      await stranger.getByRole('heading', { level: 1, name: 'No access' }).waitFor();
      await stranger.getByText('not_a_member').waitFor();
      expect(await seriousAccessibilityViolations(stranger)).toEqual([]);
      await screenshot(stranger, 'sign-in-refused');
    } finally {
      await other.close();
    }
  });

  it('keeps API-key sign-in at hand, and the CSP was never crossed', async () => {
    await page.goto(`${server.url}/console/`);
    await page.getByText('Sign in with an API key instead').click();
    await page.getByLabel('API key').fill(server.apiKey);
    await page.getByLabel('API key').press('Enter');
    await heading('Templates').waitFor();
    expect(refused).toEqual([]);
  });
});
