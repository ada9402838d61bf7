#!/usr/bin/env node
// The `quire` administration tool. Runs the TypeScript sources directly through tsx (no build step).
require('tsx/cjs');
require('../src/main.ts');
