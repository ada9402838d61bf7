const path = require('node:path');

/** Shared jest settings: TypeScript is transpiled per file (type-checking is the separate `typecheck` task). */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  // The published packages export only their built entry points (ADR 0060): tests read their
  // sources, as tsconfig.base.json's `paths` do for tsc, tsx and esbuild.
  moduleNameMapper: {
    '^@quire/(domain|expressions|docx-engine|client)$': path.join(__dirname, 'packages/$1/src/index.ts'),
    '^@quire/(domain|expressions|docx-engine)/(.*)$': path.join(__dirname, 'packages/$1/src/$2'),
  },
  testTimeout: 30000,
};
