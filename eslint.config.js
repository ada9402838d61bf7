// @ts-check
/**
 * Lint for the whole monorepo. Besides the usual TypeScript rules it enforces:
 *  - the dependency rule between packages (docs/architecture.md), as import restrictions per package;
 *  - exhaustive switches over closed unions (errors are mapped to HTTP in one exhaustive switch);
 *  - no evaluation of text as code anywhere;
 *  - a pure domain: no clock, no randomness, no I/O libraries inside packages/domain.
 */
const tseslint = require('typescript-eslint');

const ours = (allowed) => (allowed.length === 0 ? '^@quire/' : `^@quire/(?!(${allowed.join('|')})(/|$))`);
const rule = (allowed, extra = [], more = []) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { regex: ours(allowed), message: 'Dependency rule (docs/architecture.md): this package may not import that package.' },
        ...extra.map((name) => ({ regex: `^${name}(/|$)`, message: `${name} is not allowed in this package.` })),
        ...more,
      ],
    },
  ],
});

/**
 * What each adapter may import of ours besides domain and ports: `src` for its code, `test` for its
 * specs and test/ folder (which also get packages/testing). Never another adapter in its code:
 * only apps/* compose adapters. An adapter not listed gets domain and ports alone.
 */
const adapterImports = {
  'adapter-blob-fs': {},
  'adapter-docx-engine': { src: ['docx-engine', 'expressions', 'pdf-forms'] },
  // Its tests run the routes against the real engine and PDF converter (devDependencies), read the
  // generated documents' text with the engine's documentText, run the rate-limit middleware
  // against the in-process limiter,
  // and sign people in through the real OpenID Connect client against a provider on loopback.
  'adapter-http-koa': { src: ['application'], test: ['adapter-docx-engine', 'docx-engine', 'adapter-pdf-libreoffice', 'adapter-rate-limit-memory', 'pdf-forms', 'adapter-oidc'] },
  'adapter-rate-limit-memory': {},
  'adapter-pdf-libreoffice': {},
  'adapter-persistence-knex': { test: ['application'] },
};
const testFiles = (dir) => [`${dir}/src/**/*.spec.ts`, `${dir}/test/**/*.ts`];
const adapterRules = [
  { files: ['packages/adapter-*/src/**/*.ts'], ignores: ['**/*.spec.ts'], rules: rule(['domain', 'ports']) },
  { files: testFiles('packages/adapter-*'), rules: rule(['domain', 'ports', 'testing']) },
  ...Object.entries(adapterImports).flatMap(([name, { src = [], test = [] }]) => [
    { files: [`packages/${name}/src/**/*.ts`], ignores: ['**/*.spec.ts'], rules: rule(['domain', 'ports', ...src]) },
    { files: testFiles(`packages/${name}`), rules: rule(['domain', 'ports', 'testing', ...src, ...test]) },
  ]),
];

/**
 * Features of the application do not import each other (docs/architecture.md): what two share has
 * its own folder (`data-checking/`, `answer-merging/`, `key-minting/`, `memberships/`, `audit-trail/`, the library kit in
 * `library/`). The one layer on purpose: a batch's items are made by generation's own functions.
 */
const applicationFeatures = ['accounts', 'answer-sets', 'api-keys', 'audit', 'comparing', 'generation', 'interviews', 'jobs', 'members', 'sessions', 'settings', 'sweeps', 'webhooks', 'aliases', 'form-templates', 'rules', 'snippet-folders', 'snippets'];
const featureMayImport = { jobs: ['generation'] };
const applicationFeatureRules = applicationFeatures.map((feature) => {
  const others = applicationFeatures.filter((other) => other !== feature && !(featureMayImport[feature] ?? []).includes(other));
  const folder = ['accounts', 'answer-sets', 'api-keys', 'audit', 'comparing', 'generation', 'interviews', 'jobs', 'members', 'sessions', 'settings', 'sweeps', 'webhooks'].includes(feature) ? feature : `library/${feature}`;
  return {
    files: [`packages/application/src/${folder}/**/*.ts`],
    ignores: ['**/*.spec.ts'],
    rules: rule(['domain', 'ports'], ['knex', 'koa', '@koa/router', 'better-sqlite3', 'mysql2', 'inversify'], [
      { regex: `^(\\.\\./)+(library/)?(${others.join('|')})(/|$)`, message: 'A feature does not import another: what two share gets its own folder (docs/architecture.md).' },
    ]),
  };
});

/** A published package (ADR 0060) reads another only through its public entry point: deep paths are not in the built package's exports. */
const publicEntryOnly = { regex: '^@quire/(domain|expressions|docx-engine|client)/', message: 'A published package imports another only through its entry point (ADR 0060).' };

const ioLibraries = ['knex', 'koa', '@koa/router', 'inversify', 'better-sqlite3', 'mysql2', 'pino', 'node:fs', 'fs', 'node:crypto', 'crypto', 'uuid'];

module.exports = tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/*.js', 'bench/out/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: __dirname } },
    rules: {
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
      'no-restricted-properties': ['error', { object: 'vm', message: 'No evaluation of text as code.' }],
    },
  },
  { files: ['packages/domain/**/*.ts'], rules: rule([], ioLibraries) },
  // Decorators are for adapters the container builds (what reflect-metadata is for); the inner
  // packages stay plain TypeScript.
  {
    files: ['packages/{ports,application,expressions,docx-engine}/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'Decorator', message: 'Inner packages stay decorator-free: decorators belong to adapters.' }] },
  },
  // The domain's specs build their objects with the one set of builders in @quire/testing (not a
  // declared dependency: testing depends on the domain, and turbo refuses a cycle in the package graph).
  { files: ['packages/domain/**/*.spec.ts'], rules: rule(['testing'], ioLibraries) },
  { files: ['packages/domain/**/*.ts'], ignores: ['**/*.spec.ts'], rules: {
      'no-restricted-syntax': ['error',
        { selector: "NewExpression[callee.name='Date']", message: 'The domain is pure: time comes through the Clock port.' },
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: 'The domain is pure: time comes through the Clock port.' },
        { selector: "MemberExpression[object.name='Math'][property.name='random']", message: 'The domain is pure: randomness comes through a port.' },
        { selector: 'Decorator', message: 'Inner packages stay decorator-free: decorators belong to adapters.' },
      ],
  } },
  { files: ['packages/expressions/**/*.ts'], rules: rule([], ioLibraries) },
  // The web console's browser code (ADR 0070) reaches the server only over HTTP: of ours it takes
  // @quire/client's types alone (a type import, which esbuild erases: nothing of the client is bundled).
  {
    files: ['apps/console/src/web/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: __dirname } },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: ours(['client']), message: 'Dependency rule (docs/architecture.md): the console reaches the server over HTTP only.' },
            { regex: '^@quire/client(/|$)', allowTypeImports: true, message: 'The console takes only types from @quire/client (import type).' },
            ...['node:fs', 'fs', 'node:crypto', 'crypto'].map((name) => ({ regex: `^${name}(/|$)`, message: `${name} is not allowed in the browser.` })),
          ],
        },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-implied-eval': 'error',
    },
  },
  // The application is a plain function of its ports: no DI library inside (only apps/server composes, with inversify).
  { files: ['packages/ports/**/*.ts'], rules: rule(['domain'], ['inversify']) },
  { files: ['packages/application/**/*.ts'], rules: rule(['domain', 'ports'], ['knex', 'koa', '@koa/router', 'better-sqlite3', 'mysql2', 'inversify']) },
  { files: ['packages/application/**/*.spec.ts', 'packages/application/test/**/*.ts'], rules: rule(['domain', 'ports', 'testing'], ['knex', 'koa', '@koa/router', 'better-sqlite3', 'mysql2', 'inversify']) },
  ...applicationFeatureRules,
  { files: ['packages/docx-engine/**/*.ts'], rules: rule(['expressions'], [], [publicEntryOnly]) },
  { files: ['packages/docx-engine/**/*.spec.ts', 'packages/docx-engine/test/**/*.ts'], rules: rule(['expressions', 'testing']) },
  { files: ['packages/testing/**/*.ts'], rules: rule(['domain', 'ports'], ['inversify']) },
  // PDF forms and seals (ADR 0090) stand alone like the engine: functions of bytes and data, nothing of ours.
  { files: ['packages/pdf-forms/**/*.ts'], rules: rule([]) },
  { files: ['packages/pdf-forms/src/**/*.spec.ts', 'packages/pdf-forms/test/**/*.ts', 'packages/pdf-forms/bench/**/*.ts'], rules: rule(['testing']) },
  // The typed client (ADR 0062) stands alone; its generator reads the HTTP adapter's OpenAPI
  // document. Its test against a running server is in e2e/, where the server may be a dependency.
  { files: ['packages/client/src/**/*.ts'], rules: rule([], [], [publicEntryOnly]) },
  { files: ['packages/client/scripts/**/*.ts'], rules: rule(['adapter-http-koa']) },
  { files: ['packages/client/test/**/*.ts'], rules: rule([]) },
  // The service driven from outside: a server process, the console in Chromium, the client, the engine to read documents.
  { files: ['e2e/**/*.ts'], rules: rule(['server', 'client', 'docx-engine', 'testing']) },
  ...adapterRules,
);
