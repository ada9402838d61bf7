import * as t from 'io-ts';
import { annotate, component } from '../platform/openapi/annotate';

/** `?format=`: the .docx with tracked changes (the default) or the JSON list of the changes. */
export const CompareQuery = t.exact(
  t.partial({ format: annotate(t.keyof({ docx: null, json: null }), { description: '`docx` (default): the revised file with tracked changes; `json`: the list of changes.' }) }),
  'CompareQuery',
);

/** One change as `?format=json` lists it. */
const ChangeJson = component(
  'DocumentChange',
  t.exact(
    t.intersection([
      t.type({
        kind: annotate(t.keyof({ inserted: null, deleted: null, changed: null }), { description: 'What happened to it.' }),
        element: annotate(t.keyof({ paragraph: null, table: null, row: null, block: null }), { description: 'A paragraph, a table, a table row, or another block (a content control…).' }),
        area: t.keyof({ body: null, header: null, footer: null }),
        part: annotate(t.string, { description: 'The part of the revised file (of the original for what only it has): `word/document.xml`, `word/header1.xml`…' }),
        location: annotate(t.string, { description: 'Where in that part: `paragraph 4`, `table 1, row 3, cell 2, paragraph 1`; counted in the revised file, in the original for what was deleted.' }),
      }),
      t.partial({ before: annotate(t.string, { description: 'The original text (deleted, changed).' }), after: annotate(t.string, { description: 'The revised text (inserted, changed).' }) }),
    ]),
    'DocumentChange',
  ),
);

/** The JSON answer of a compare. */
export const ComparisonJson = component('DocumentComparison', t.exact(t.type({ changes: t.readonlyArray(ChangeJson) }), 'DocumentComparison'));

const File = annotate(t.unknown, { type: 'string', format: 'binary' });

/** `POST /Documents/Compare`: the two files. */
export const CompareForm = component('CompareDocumentsForm', t.exact(t.type({ original: File, revised: File }), 'CompareForm'));
