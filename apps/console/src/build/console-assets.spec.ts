import { buildConsoleAssets, consoleAssetsOnce, PDF_WORKER_FILE } from './console-assets';

describe('the console bundle', () => {
  let assets: Awaited<ReturnType<typeof buildConsoleAssets>>;
  beforeAll(async () => {
    assets = await buildConsoleAssets();
  }, 120_000);

  it('has a page that loads only its own script and style sheet, from /console/, with nothing inline', () => {
    const html = Buffer.from(assets.get('index.html')?.bytes ?? []).toString('utf8');
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThanOrEqual(3);
    for (const source of sources) {
      expect(source).toMatch(/^\/console\/[A-Za-z0-9._-]+$/);
      expect(assets.has(source.slice('/console/'.length))).toBe(true);
    }
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)/);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
  });

  it('names its script, chunks and style sheet by their content, so they can be cached for good', () => {
    const hashed = [...assets.keys()].filter((name) => /^(console|chunk)-[A-Z0-9]{8}\.(js|css)$/.test(name));
    expect(hashed.length).toBeGreaterThanOrEqual(3); // the console, its style sheet, pdf.js's chunk
    for (const name of hashed) expect(assets.get(name)?.immutable).toBe(true);
    expect(assets.get('index.html')?.immutable).toBe(false);
  });

  it('keeps pdf.js out of the first script: it loads with the first preview, its worker served beside it', () => {
    const first = [...assets.entries()].find(([name]) => /^console-.*\.js$/.test(name));
    expect(first?.[1].bytes.byteLength).toBeLessThan(150 * 1024);
    expect(assets.get(PDF_WORKER_FILE)?.type).toBe('text/javascript; charset=utf-8');
  });

  it('is built once and kept', async () => {
    const once = consoleAssetsOnce();
    const [a, b] = await Promise.all([once(), once()]);
    expect(a).toBe(b);
    expect(await once()).toBe(a);
  }, 120_000);
});
