const path = require('node:path');

/** Shared jest settings: TypeScript is transpiled per file (type-checking is the separate `typecheck` task). */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  // The ES-module-only PDF library (@libpdf/core, with @noble and @scure), OpenID Connect client
  // (openid-client, oauth4webapi, jose) and test provider (oidc-provider) are turned into CommonJS
  // for jest, which cannot require an ES module (node 20.19+ and tsx can): jest.esm-to-cjs.js.
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
    '^.+\\.m?js$': path.join(__dirname, 'jest.esm-to-cjs.js'),
  },
  transformIgnorePatterns: ['/node_modules/(?!(@libpdf|@noble|@scure|openid-client|oauth4webapi|jose|oidc-provider)/)'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  // The published packages export only their built entry points (ADR 0060): tests read their
  // sources, as tsconfig.base.json's `paths` do for tsc, tsx and esbuild.
  moduleNameMapper: {
    '^@quire/(domain|expressions|docx-engine|client)$': path.join(__dirname, 'packages/$1/src/index.ts'),
    '^@quire/(domain|expressions|docx-engine)/(.*)$': path.join(__dirname, 'packages/$1/src/$2'),
  },
  testTimeout: 30000,
};
