// Writes a published package's ES module entry (ADR 0060) after tsup has built its CommonJS file
// and declarations: `dist/index.mjs` re-exports the CommonJS build's named exports (one copy of the
// code for `import` and `require`, so no dual-package hazard) and `dist/index.d.mts` its types.
// Run in the package's folder: node ../../build/esm-entry.mjs
import { existsSync, writeFileSync } from 'node:fs';

for (const built of ['dist/index.js', 'dist/index.d.ts']) {
  if (!existsSync(built)) throw new Error(`${built} is missing: run tsup first`);
}
writeFileSync('dist/index.mjs', "// The ES module entry: the CommonJS build's named exports (ADR 0060).\nexport * from './index.js';\n");
writeFileSync('dist/index.d.mts', "export * from './index.js';\n");
