import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';

let built: string | undefined;


/**
 * The worker entry as one CommonJS file a worker thread loads without a TypeScript loader: the
 * project runs TypeScript through tsx (ADR 0001), which takes 1.5 s to start in each worker; a
 * bundle takes 0.3 s once per process and a worker starts from it in 0.09 s (ADR 0042). Written to
 * the temp folder under its content's digest (written once, whole, then renamed), so processes
 * of one build share it and processes of different builds never mix.
 */
export const workerScript = (): string => {
  if (built !== undefined) return built;
  // The production build (apps/server/tsup.config.ts, ADR 0063) puts the worker, already bundled,
  // beside the server's bundle: used as it is, with no esbuild at run time.
  const prebuilt = path.join(__dirname, 'quire-engine-worker.js');
  if (existsSync(prebuilt)) {
    built = prebuilt;
    return prebuilt;
  }
  const piscina = require.resolve('piscina');
  // The PDF library (ES modules, 4 MB) stays outside too, required by its path (node 20.19+
  // requires ES modules) on a worker's first PDF task: the bundle every worker parses stays small.
  const libpdf = require.resolve('@libpdf/core');
  // Required here, not on import: the production build never calls it (esbuild is a build tool).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { buildSync } = require('esbuild') as typeof import('esbuild');
  const output = buildSync({
    entryPoints: [path.join(__dirname, 'engine-worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    // piscina stays outside the bundle, required from where it is installed: `move` must mark
    // results with the symbols of the piscina instance that runs the worker.
    alias: { piscina: piscina, '@libpdf/core': libpdf },
    external: [piscina, libpdf],
  }).outputFiles[0];
  if (output === undefined) throw new Error('esbuild gave no output for the engine worker');
  const file = path.join(tmpdir(), `quire-engine-worker-${createHash('sha256').update(output.contents).digest('hex').slice(0, 16)}.cjs`);
  if (!existsSync(file)) {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, output.contents);
    renameSync(temporary, file);
  }
  built = file;
  return file;
};
