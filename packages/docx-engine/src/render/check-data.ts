import type { RenderFailure } from './render-types';

export const DEFAULT_MAX_DATA_DEPTH = 64;
export const DEFAULT_MAX_DATA_KEYS = 100_000;

/** The limits generation data is held to before a render reads it (ADR 0043). */
export interface DataLimits {
  /** Most lists and objects nested in one another (the data object itself is level 1). */
  readonly maxDepth: number;
  /** Most keys of objects and items of lists, over the whole data. */
  readonly maxKeys: number;
}

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null && (Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * Walks the data once, without recursion (data nested thousands deep would overflow the stack of
 * anything that recursed), and refuses it when it nests deeper or holds more than the limits: a
 * refusal the caller can act on, never a crash halfway through a render.
 */
export const checkData = (data: Record<string, unknown>, limits: DataLimits): RenderFailure | undefined => {
  const pending: { value: object; depth: number }[] = [{ value: data, depth: 1 }];
  let keys = 0;
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (depth > limits.maxDepth) {
      return { code: 'data_too_deep', message: `The data nests lists and objects more than ${limits.maxDepth} deep, the limit.`, limit: limits.maxDepth };
    }
    const children: readonly unknown[] = Array.isArray(value) ? value : Object.values(value);
    keys += children.length;
    if (keys > limits.maxKeys) {
      return { code: 'data_too_large', message: `The data holds more than ${limits.maxKeys} keys and list items in all, the limit.`, limit: limits.maxKeys };
    }
    for (const child of children) if (isContainer(child)) pending.push({ value: child, depth: depth + 1 });
  }
  return undefined;
};
