import type { Diagnostic } from '@quire/domain/library/form-templates/template-analysis';
import { type CompiledTemplate, MAX_SNIPPET_DEPTH } from '@quire/docx-engine/engine';
import type { VocabularyLookup } from '../vocabulary-lookup';
import { nameKey } from '@quire/domain/names';

type TagUse = CompiledTemplate['uses'][number];

/** The engine writes 0 for "not in a paragraph"; the service writes null. */
export const paragraphNumber = (paragraph: number): number | null => (paragraph > 0 ? paragraph : null);

const at = (use: TagUse): Pick<Diagnostic, 'part' | 'paragraph' | 'excerpt'> => ({
  part: use.location.part,
  paragraph: paragraphNumber(use.location.paragraph),
  excerpt: use.location.excerpt,
});

/**
 * Both walks below stop one level past the limit: a deeper chain is an error whatever lies below,
 * and a circle deeper than that is a chain too deep. This bounds the work (and the stack) by the
 * limit, not by the size of the tenant's library.
 */
const BUDGET = MAX_SNIPPET_DEPTH + 1;

const nameOf = (lookup: VocabularyLookup, name: string): string => lookup.snippet(name)?.name ?? name;

/** A circle of inclusions reachable from `start` within the budget, as the names around it; null when none. */
const findCycle = (start: string, lookup: VocabularyLookup): ReadonlyArray<string> | null => {
  const cleared = new Set<string>();
  const walk = (path: ReadonlyArray<string>, keys: ReadonlyArray<string>): ReadonlyArray<string> | null => {
    const key = nameKey(path[path.length - 1] ?? '');
    const repeated = keys.indexOf(key);
    if (repeated !== -1) return path.slice(repeated, -1);
    const budgetKey = `${path.length}|${key}`;
    if (path.length > BUDGET || cleared.has(budgetKey)) return null;
    for (const included of lookup.includes(key)) {
      const found = walk([...path, nameOf(lookup, included)], [...keys, key]);
      if (found !== null) return found;
    }
    cleared.add(budgetKey);
    return null;
  };
  return walk([nameOf(lookup, start)], []);
};

/** The longest chain of inclusions from `start` (itself first), cut at the budget. */
const deepestChain = (start: string, lookup: VocabularyLookup): ReadonlyArray<string> => {
  const memo = new Map<string, ReadonlyArray<string>>();
  const chain = (name: string, budget: number): ReadonlyArray<string> => {
    if (budget === 1) return [name];
    const memoKey = `${budget}|${nameKey(name)}`;
    const known = memo.get(memoKey);
    if (known !== undefined) return known;
    let deepest: ReadonlyArray<string> = [];
    for (const included of lookup.includes(nameKey(name))) {
      const below = chain(nameOf(lookup, included), budget - 1);
      if (below.length > deepest.length) deepest = below;
    }
    const result = [name, ...deepest];
    memo.set(memoKey, result);
    return result;
  };
  return chain(nameOf(lookup, start), BUDGET);
};

const tooDeepMessage = (chain: ReadonlyArray<string>, lookup: VocabularyLookup): string => {
  const goesOn = lookup.includes(nameKey(chain[chain.length - 1] ?? '')).length > 0;
  return `Snippets are included more than ${MAX_SNIPPET_DEPTH} levels deep here (${chain.join(' → ')}${goesOn ? ' → …' : ''}); the limit is ${MAX_SNIPPET_DEPTH}.`;
};

/**
 * What the engine cannot know about snippets without the library: a snippet name that is no
 * snippet (a warning: it may be created later), a circle of snippets including each other, and
 * inclusions deeper than docs/template-language.md#snippets allows (errors: such a document cannot render). Each is reported
 * once per snippet name, where the document first inserts it.
 */
export const snippetDiagnostics = (uses: ReadonlyArray<TagUse>, lookup: VocabularyLookup, options: { readonly unknownReported: boolean }): Diagnostic[] => {
  const diagnostics: Diagnostic[] = [];
  const seen = new Set<string>();
  for (const use of uses) {
    if (use.shadow || use.syntax.kind !== 'snippet') continue;
    const name = use.syntax.name;
    const key = nameKey(name);
    if (seen.has(key)) continue;
    seen.add(key);
    if (lookup.snippet(name) === undefined) {
      if (!options.unknownReported) {
        diagnostics.push({ severity: 'warning', code: 'unknown_snippet', message: `There is no snippet named "${name}" yet: create it before generating documents from this one.`, ...at(use) });
      }
      continue;
    }
    const cycle = findCycle(name, lookup);
    if (cycle !== null) {
      diagnostics.push({ severity: 'error', code: 'snippet_cycle', message: `Snippets include each other in a circle: ${[...cycle, cycle[0] ?? ''].join(' → ')}.`, ...at(use) });
      continue;
    }
    const chain = deepestChain(name, lookup);
    if (chain.length > MAX_SNIPPET_DEPTH) diagnostics.push({ severity: 'error', code: 'snippets_too_deep', message: tooDeepMessage(chain, lookup), ...at(use) });
  }
  return diagnostics;
};
