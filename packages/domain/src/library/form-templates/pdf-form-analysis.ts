import { nameKey } from '../../names';
import type { AliasTerm } from '../rules/conditional-rule-references';
import type { PdfFormDescription } from './pdf-form-fields';
import type { Analysis, Diagnostic } from './template-analysis';

/** Where a field's diagnostic points: the page it shows on (a PDF has no parts or paragraphs). */
const placeOf = (page: number | null): string => (page === null ? 'form' : `page ${page}`);

/**
 * The analysis of a PDF form against the tenant's aliases: each field matched by its full name to
 * an alias name or synonym with the one name key, exactly as a template's tags are; a field that
 * matches none is a warning (`unknown_name`: it will be filled from the data key of its own name).
 * The fields are also the analysis's `fields`, so that usage, search by alias and the interview
 * see a PDF template as they see a .docx one.
 */
export const analysePdfForm = (form: PdfFormDescription, aliases: ReadonlyArray<Pick<AliasTerm, 'name' | 'synonyms'>>): Analysis => {
  const byKey = new Map<string, string>();
  for (const alias of aliases) for (const name of [alias.name, ...alias.synonyms]) byKey.set(nameKey(name), alias.name);
  const fields = form.fields.map((field) => ({ ...field, alias: byKey.get(nameKey(field.name)) ?? null }));
  const diagnostics = fields
    .filter((field) => field.alias === null)
    .map(
      (field): Diagnostic => ({
        severity: 'warning',
        code: 'unknown_name',
        message: `The form's field "${field.name}" is not an alias or a synonym of one: it will be filled from the data key "${field.name}".`,
        part: placeOf(field.page),
        paragraph: null,
        excerpt: field.name,
      }),
    );
  return {
    fields: fields.map((field) => ({ name: field.name, alias: field.alias, occurrences: 1 })),
    rules: [],
    repeats: [],
    snippets: [],
    diagnostics,
    pdfForm: { pageCount: form.pageCount, fields },
  };
};
