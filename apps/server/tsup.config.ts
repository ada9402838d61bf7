import type { Plugin } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import * as path from 'node:path';
import { defineConfig } from 'tsup';

/**
 * The production build of the server (ADR 0063): `src/main.ts` and the engine's worker entry as
 * plain CommonJS in `dist/`, with every Quire package bundled in (read from its sources, as tsx
 * reads them) and every other package left to `require` from node_modules, native addons included.
 * `npm run build && npm run start:prod` runs it with `node`, no TypeScript loader.
 */
const OUT_DIR = path.join(__dirname, 'dist');

/** The version of the package `name` that `require` finds from `dir` (node_modules, nearest first). */
const packageVersion = (name: string, dir: string): string | undefined => {
  for (let at = dir; ; at = path.dirname(at)) {
    const manifest = path.join(at, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
    if (path.dirname(at) === at) return undefined;
  }
};

/**
 * Every package but Quire's stays a `require` from node_modules. The bundle requires them from
 * dist/, so each must resolve there to the version its importer would get: when npm has put two
 * versions in the tree (a package's own node_modules), the server must declare the one it needs.
 */
const nodeModulesStayExternal: Plugin = {
  name: 'node-modules-stay-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@quire/')) {
        // The console finds its pages at run time beside its package.json (require.resolve): that stays a path, not code to bundle.
        return args.kind === 'require-resolve' ? { path: args.path, external: true } : undefined;
      }
      const name = args.path.startsWith('@') ? args.path.split('/').slice(0, 2).join('/') : (args.path.split('/')[0] ?? args.path);
      if (args.path.startsWith('node:') || builtinModules.includes(name)) return { path: args.path, external: true };
      const wanted = packageVersion(name, args.resolveDir);
      const found = packageVersion(name, OUT_DIR);
      if (wanted !== found) {
        return { errors: [{ text: `${name}: ${path.relative(__dirname, args.importer)} uses ${wanted ?? 'none'}, the bundle would load ${found ?? 'none'}; add ${name}@${wanted ?? '?'} to apps/server's dependencies` }] };
      }
      return { path: args.path, external: true };
    });
  },
};

export default defineConfig({
  entry: {
    main: 'src/main.ts',
    // worker-script.ts uses this file when it lies beside the bundle (no esbuild at run time).
    'quire-engine-worker': '../../packages/adapter-docx-engine/src/pool/engine-worker.ts',
  },
  format: ['cjs'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  dts: false,
  splitting: false,
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  noExternal: [/^@quire\//],
  esbuildPlugins: [nodeModulesStayExternal],
});
