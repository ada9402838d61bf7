import type { BenchEngine } from './bench-engine';
import { floorEngine } from './floor-engine';

/** The floor for the document with snippets: its input is that document as rendered, with placeholders for the values. */
export const floorSnippetsEngine: BenchEngine = { ...floorEngine, name: 'floor-snippets', templateKind: 'floor-snippets' };
