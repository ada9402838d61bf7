import { nameKey } from '../../names';
import type { Analysis } from '../form-templates/template-analysis';

/**
 * The `fields` of a snippet (docs/resources.md#snippets: the names it uses): every data name it reads, in order of
 * appearance, as the alias's own name when it is one, else as written.
 */
export const fieldsOf = (analysis: Analysis): ReadonlyArray<string> => {
  const names = [
    ...analysis.fields.map((field) => field.alias ?? field.name),
    ...analysis.rules.filter((condition) => condition.rule === null).flatMap((condition) => condition.reads),
    ...analysis.repeats.filter((repeat) => repeat.rule === null).map((repeat) => repeat.alias ?? repeat.name),
  ];
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = nameKey(name);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
