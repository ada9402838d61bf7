import { lazyModule } from '../lazy-module';

/** jsdiff, loaded by the first compare (most engines never compare anything). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export const jsdiff = lazyModule(() => require('diff') as typeof import('diff'));
