import type { BenchEngine } from './bench-engine';
import { quireEngine } from './quire-engine';

/** Quire on the same document marked with content controls instead of typed tags. */
export const quireControlsEngine: BenchEngine = { ...quireEngine, name: 'quire-controls', templateKind: 'quire-controls' };
