import { lazyModule } from './lazy-module';

/*
 * The entry points most users of the engine never call, loaded by their first call: comparing
 * documents (the compare stage and jsdiff) and merging them (the merge side of compose/). A
 * process that only compiles and renders never loads their modules.
 */

// eslint-disable-next-line @typescript-eslint/no-require-imports
const compare = lazyModule(() => require('./compare/compare-documents') as typeof import('./compare/compare-documents'));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const merge = lazyModule(() => require('./compose/merge-documents') as typeof import('./compose/merge-documents'));

/** `compareDocuments` of compare/compare-documents.ts, loaded by its first call. */
export const compareDocuments: typeof import('./compare/compare-documents').compareDocuments = (original, revised, options) => compare().compareDocuments(original, revised, options);

/** `mergeDocuments` of compose/merge-documents.ts, loaded by its first call. */
export const mergeDocuments: typeof import('./compose/merge-documents').mergeDocuments = (documents, options) => merge().mergeDocuments(documents, options);
