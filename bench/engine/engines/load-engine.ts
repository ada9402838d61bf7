import { createRequire } from 'node:module';
import type { BenchEngine, EngineName } from './bench-engine';

/*
 * Children run under `node --require tsx/cjs` (no ESM loader thread, which alone adds ~40 MiB of
 * RSS), so engines are loaded with require; only the one asked for is loaded, so a child's
 * memory is that engine's alone.
 */
const load = createRequire(__filename);

export const loadEngine = (name: EngineName): BenchEngine => {
  switch (name) {
    case 'quire':
      return (load('./quire-engine') as typeof import('./quire-engine')).quireEngine;
    case 'quire-controls':
      return (load('./quire-controls-engine') as typeof import('./quire-controls-engine')).quireControlsEngine;
    case 'quire-snippets':
      return (load('./quire-snippets-engine') as typeof import('./quire-snippets-engine')).quireSnippetsEngine;
    case 'floor-snippets':
      return (load('./floor-snippets-engine') as typeof import('./floor-snippets-engine')).floorSnippetsEngine;
    case 'docxtemplater':
      return (load('./docxtemplater-engine') as typeof import('./docxtemplater-engine')).docxtemplaterEngine;
    case 'floor':
      return (load('./floor-engine') as typeof import('./floor-engine')).floorEngine;
  }
};

export const ENGINE_NAMES: ReadonlyArray<EngineName> = ['floor', 'quire', 'quire-controls', 'floor-snippets', 'quire-snippets', 'docxtemplater'];
