import { createRequire } from 'node:module';
import type { BenchEngine, EngineName } from './bench-engine';

/*
 * Children run under `node --require tsx/cjs` (no ESM loader thread, which alone adds ~40 MiB of
 * RSS), so engines are loaded with require; only the one asked for is loaded, so a child's
 * memory is that engine's alone.
 */
const load = createRequire(__filename);

/** Each engine is `<name>Engine` (in camel case) of the module `./<name>-engine`: `quire-controls` is quireControlsEngine of ./quire-controls-engine. */
export const loadEngine = (name: EngineName): BenchEngine => {
  const exported = `${name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Engine`;
  const engine = (load(`./${name}-engine`) as Record<string, BenchEngine | undefined>)[exported];
  if (engine === undefined) throw new Error(`./${name}-engine exports no ${exported}`);
  return engine;
};

export const ENGINE_NAMES: ReadonlyArray<EngineName> = ['floor', 'quire', 'quire-controls', 'floor-snippets', 'quire-snippets', 'docxtemplater'];
