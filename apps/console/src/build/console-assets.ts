import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** One file the console serves: its bytes, its media type, and whether its name changes with its content (so it may be cached for good). */
export type ConsoleAsset = { readonly bytes: Uint8Array; readonly type: string; readonly immutable: boolean };

/** Every file under /console/, by name (`index.html`, `console-XXXX.js`, …). */
export type ConsoleAssets = ReadonlyMap<string, ConsoleAsset>;

/**
 * The pages' sources, found through the package (not this file's folder), so a server bundled into
 * one file still finds them beside its node_modules.
 */
const WEB = path.join(path.dirname(require.resolve('@quire/console/package.json')), 'src', 'web');
/** The pdf.js worker the preview runs, served as it ships (ADR 0071). */
export const PDF_WORKER_FILE = 'pdf.worker.min.mjs';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
};

const typeOf = (name: string): string => TYPES[path.extname(name)] ?? 'application/octet-stream';

const page = (script: string, style: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Quire console</title>
<link rel="icon" type="image/svg+xml" href="/console/favicon.svg">
<link rel="stylesheet" href="/console/${style}">
<script type="module" src="/console/${script}"></script>
</head>
<body>
<div id="app"></div>
<noscript>The Quire console needs JavaScript.</noscript>
</body>
</html>
`;

/**
 * Bundles the console (src/web/main.tsx, its CSS, Preact, pdf.js) with esbuild, in memory, and
 * adds the page and the pdf.js worker: what the server serves at /console. About a second on one
 * core; the caller keeps the result (ADR 0070).
 */
export const buildConsoleAssets = async (): Promise<ConsoleAssets> => {
  const result = await build({
    entryPoints: { console: path.join(WEB, 'main.tsx') },
    bundle: true,
    write: false,
    outdir: '/console',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    splitting: true,
    assetNames: '[name]-[hash]',
    format: 'esm',
    platform: 'browser',
    target: ['chrome120', 'firefox120', 'safari17'],
    minify: true,
    legalComments: 'eof',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    tsconfig: path.join(WEB, 'tsconfig.json'),
    logLevel: 'silent',
    metafile: false,
  });
  const assets = new Map<string, ConsoleAsset>();
  let script = '';
  let style = '';
  for (const file of result.outputFiles) {
    const name = path.basename(file.path);
    assets.set(name, { bytes: file.contents, type: typeOf(name), immutable: true });
    if (name.startsWith('console-') && name.endsWith('.js')) script = name;
    if (name.startsWith('console-') && name.endsWith('.css')) style = name;
  }
  if (script === '' || style === '') throw new Error('the console bundle has no script or no style sheet');
  const worker = readFileSync(path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'build', PDF_WORKER_FILE));
  assets.set(PDF_WORKER_FILE, { bytes: worker, type: typeOf(PDF_WORKER_FILE), immutable: false });
  assets.set('favicon.svg', { bytes: readFileSync(path.join(WEB, 'favicon.svg')), type: typeOf('favicon.svg'), immutable: false });
  assets.set('index.html', { bytes: Buffer.from(page(script, style)), type: typeOf('index.html'), immutable: false });
  return assets;
};

/** The console's assets, built on the first call and kept; a failed build is tried again on the next call. */
export const consoleAssetsOnce = (): (() => Promise<ConsoleAssets>) => {
  let built: Promise<ConsoleAssets> | undefined;
  return () => {
    built ??= buildConsoleAssets().catch((error: unknown) => {
      built = undefined;
      throw error;
    });
    return built;
  };
};
