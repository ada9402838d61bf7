import type { Options } from 'tsup';

/**
 * The build of a published package (ADR 0060): its public entry point `src/index.ts` bundled into
 * one CommonJS file with its declarations (other packages stay `require`d from where they are
 * installed), and an ES module entry that re-exports it. One copy of the code serves `import` and
 * `require` alike, so there is no dual-package hazard, and the dependencies that are CommonJS
 * modules are read by Node as it reads them for any CommonJS file. `build/esm-entry.mjs` writes
 * the ES module entry after tsup.
 */
export const packageBuild = (overrides: Partial<Options> = {}): Options => ({
  entry: { index: 'src/index.ts' },
  format: ['cjs'],
  platform: 'node',
  target: 'node20',
  dts: true,
  clean: true,
  sourcemap: false,
  tsconfig: 'tsconfig.build.json',
  ...overrides,
});
