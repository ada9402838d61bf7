#!/usr/bin/env node
// The `quire` administration tool. Runs the TypeScript sources directly through tsx (no build
// step), with the repository's tsconfig wherever it is started from: its `paths` lead to the
// sources of the published packages (ADR 0060).
const path = require('node:path');
process.env.TSX_TSCONFIG_PATH ??= path.join(__dirname, '..', 'tsconfig.json');
require('tsx/cjs');
require('../src/main.ts');
