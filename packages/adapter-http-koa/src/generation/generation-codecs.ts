import { MAX_PACKET_TEMPLATES } from '@quire/application/generation/generate-packet';
import { DEFAULT_GENERATION_OPTIONS, DEFAULT_PDF_OUTPUT, type GenerationOptions, type PdfOutputOptions } from '@quire/application/generation/generation-settings';
import * as t from 'io-ts';
import { annotate, component, type SchemaNotes } from '../platform/openapi/annotate';

/** A string or array codec that also tests `accept`, named for the client (`must be <name>`), documented by `notes`. */
const refined = <A>(base: t.Type<A, A, unknown>, name: string, accept: (value: A) => boolean, notes: SchemaNotes) =>
  annotate(new t.Type<A, A, unknown>(name, (u): u is A => base.is(u) && accept(u), (u, c) => (base.is(u) && accept(u) ? t.success(u) : t.failure(u, c)), t.identity), notes);

const isLocale = (value: string): boolean => {
  try {
    return value.trim() !== '' && Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
};

const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.trim() !== '';
  } catch {
    return false;
  }
};

/** A BCP 47 language tag (`en-US`, `fr-CA`). */
export const Locale = refined(t.string, 'a BCP 47 locale such as en-US', isLocale, { type: 'string', description: 'BCP 47' });
/** An IANA time zone (`UTC`, `Europe/Paris`). */
export const TimeZone = refined(t.string, 'an IANA time zone such as Europe/Paris', isTimeZone, { type: 'string', description: 'IANA time zone' });
const FileName = refined(t.string, 'a file name of 1 to 200 characters', (value) => value.trim().length >= 1 && value.length <= 200, { type: 'string', minLength: 1, maxLength: 200 });

export const Format = t.keyof({ docx: null, pdf: null }, '"docx" or "pdf"');
export const Bundle = t.keyof({ zip: null, merged: null }, '"zip" or "merged"');
export const Missing = annotate(t.keyof({ blank: null, highlight: null, keep: null, error: null }, '"blank", "highlight", "keep" or "error"'), {
  description: 'What a field without a value becomes; `error` answers 422 `missing_values` listing them all.',
});
/** What a request gets when it names no format, bundle or option. */
export const requested = {
  format: annotate(Format, { default: 'docx' }),
  bundle: annotate(Bundle, { default: 'zip' }),
  missing: annotate(Missing, { default: DEFAULT_GENERATION_OPTIONS.missing }),
  keepContentControls: annotate(t.boolean, { default: DEFAULT_GENERATION_OPTIONS.keepContentControls }),
  locale: annotate(Locale, { default: DEFAULT_GENERATION_OPTIONS.locale }),
  timeZone: annotate(TimeZone, { default: DEFAULT_GENERATION_OPTIONS.timeZone }),
};

/** `flatten` beside `format`: a PDF form's values baked into its pages, or the form kept fillable. */
export const Flatten = annotate(t.boolean, {
  default: DEFAULT_GENERATION_OPTIONS.flatten,
  description: "A PDF form template's values baked into its pages (the default); `false` keeps the form fillable. A merged packet is always flattened.",
});

/** `pdf` beside `format`: what a PDF output must also be. */
export const PdfOutput = component(
  'PdfOutput',
  t.exact(
    t.partial({
      archive: annotate(t.keyof({ 'PDF/A-2b': null, 'PDF/A-3b': null }, '"PDF/A-2b" or "PDF/A-3b"'), { description: 'An archival PDF that declares its conformance (XMP `pdfaid`); a .docx converted by LibreOffice.' }),
      tagged: annotate(t.boolean, { default: false, description: 'An accessible PDF with a structure tree; a .docx converted by LibreOffice.' }),
      seal: annotate(t.boolean, { default: false, description: "A PAdES signature with the tenant's signing certificate, the very last step (422 `certificate_missing` or `certificate_expired` when it has none valid)." }),
      stamp: annotate(t.boolean, { default: false, description: 'With `seal`: a visible stamp on the last page saying who sealed the document and when, drawn before the signature so that it covers it.' }),
    }),
    'PdfOutput',
  ),
  { description: 'What a PDF output must also be (docs/pdf-forms.md).' },
);

/** The `pdf` options with their defaults. */
export const pdfOutputOf = (pdf: t.TypeOf<typeof PdfOutput> | undefined): PdfOutputOptions => ({
  archive: pdf?.archive ?? DEFAULT_PDF_OUTPUT.archive,
  tagged: pdf?.tagged ?? DEFAULT_PDF_OUTPUT.tagged,
  seal: pdf?.seal ?? DEFAULT_PDF_OUTPUT.seal,
  ...(pdf?.stamp === true ? { stamp: true } : {}),
});

const Data = annotate(t.UnknownRecord, {
  description:
    'The answers, by alias name or synonym. Checked against the aliases first (422 `data_invalid` lists every problem by alias path). A picture (a `picture` alias, or any value given to the `image` filter) is a data URI of a PNG, JPEG or GIF or a `PictureValue`; a web address is never fetched. `markdown` and `html` values are text. At most 5 MiB apart from pictures (`GENERATION_DATA_LIMIT_BYTES`) and 72 MiB in all (`GENERATION_BODY_LIMIT_BYTES`, ADR 0033): 413 beyond.',
});
const AnswerSetId = annotate(t.string, {
  description: 'An answer set of the tenant to fill with instead of, or together with, `data`: `data` wins key by key (keys naming the same alias are the same key). 404 when the tenant has no such set.',
});

export const GenerationOptionsBody = component(
  'GenerationOptions',
  t.exact(
    t.partial({
      missing: requested.missing,
      keepContentControls: requested.keepContentControls,
      locale: requested.locale,
      timeZone: requested.timeZone,
      updateFields: annotate(t.boolean, {
        default: false,
        description: 'Refresh the fields (table of contents, page references): Word refreshes them when it opens the .docx; a PDF has them refreshed before it is made.',
      }),
      fileName: annotate(FileName, { description: "The answer's file name (the extension is set from the format); default: the template's name." }),
    }),
    'GenerationOptions',
  ),
);

/** `POST /FormTemplates/:id/Generate` (docs/generation.md#one-document); `format` defaults to docx, `data` to `{}`. */
export const GenerateBody = component(
  'GenerateRequest',
  t.exact(t.partial({ data: Data, answerSetId: AnswerSetId, format: requested.format, flatten: Flatten, pdf: PdfOutput, options: GenerationOptionsBody }), 'GenerateBody'),
);

/** A packet's templates, in order (generation and interviews). */
export const TemplateIds = refined(t.array(t.string), `1 to ${MAX_PACKET_TEMPLATES} template ids`, (ids) => ids.length >= 1 && ids.length <= MAX_PACKET_TEMPLATES, {
  type: 'array',
  minItems: 1,
  maxItems: MAX_PACKET_TEMPLATES,
  items: { type: 'string' },
});

/** `POST /FormTemplates/Generate` (docs/generation.md#packets); `bundle` defaults to zip. */
export const GeneratePacketBody = component(
  'GeneratePacketRequest',
  t.exact(
    t.intersection([
      t.type({ templateIds: annotate(TemplateIds, { description: 'In order; an id may repeat (the zip names are made unique).' }) }),
      t.partial({ data: Data, answerSetId: AnswerSetId, format: requested.format, bundle: requested.bundle, flatten: Flatten, pdf: PdfOutput, options: GenerationOptionsBody }),
    ]),
    'GeneratePacketBody',
  ),
);

/** The options, and `flatten` and `pdf` beside them, with their defaults filled in (docs/generation.md#one-document). */
export const generationOptionsOf = (
  options: t.TypeOf<typeof GenerationOptionsBody> | undefined,
  beside: { readonly flatten?: boolean | undefined; readonly pdf?: t.TypeOf<typeof PdfOutput> | undefined } = {},
): GenerationOptions => ({
  missing: options?.missing ?? DEFAULT_GENERATION_OPTIONS.missing,
  keepContentControls: options?.keepContentControls ?? DEFAULT_GENERATION_OPTIONS.keepContentControls,
  locale: options?.locale ?? DEFAULT_GENERATION_OPTIONS.locale,
  timeZone: options?.timeZone ?? DEFAULT_GENERATION_OPTIONS.timeZone,
  ...(options?.updateFields === true ? { updateFields: true } : {}),
  fileName: options?.fileName ?? null,
  flatten: beside.flatten ?? DEFAULT_GENERATION_OPTIONS.flatten,
  pdf: pdfOutputOf(beside.pdf),
});

/** A picture in generation data, as a client may give one (the engine reads it; this states it for the document). */
export const PictureValue = component(
  'PictureValue',
  t.exact(
    t.intersection([
      t.type({
        base64: annotate(t.string, { contentEncoding: 'base64', description: "The picture's bytes (or a data URI of them)." }),
        contentType: t.keyof({ 'image/png': null, 'image/jpeg': null, 'image/gif': null }),
      }),
      t.partial({ altText: annotate(t.string, { description: "The picture's alternative text in the document." }) }),
    ]),
  ),
  { description: 'A picture in generation data; a data URI (`data:image/png;base64,…`) is the other way to give one. The bytes are checked to be what the content type says.' },
);

const GenerationWarning = component(
  'GenerationWarning',
  t.intersection([
    t.type({ code: t.string, name: t.string, message: t.string }),
    t.partial({
      template: annotate(t.string, { description: "In a packet: the name of the template whose document has the warning." }),
      part: annotate(t.string, { description: 'The part of the template where it first happened (`word/document.xml`, `word/header1.xml`…); absent for warnings about the data itself.' }),
      paragraph: annotate(t.number, { description: 'The paragraph of that part (1-based).' }),
      snippet: annotate(t.string, { description: "Inside a snippet: the snippet's name (the place is then the snippet's tag in the template)." }),
    }),
  ]),
);

/** A generated file as JSON (`Accept: application/json`). */
export const GeneratedFileJson = component(
  'GeneratedFile',
  t.type({ fileName: t.string, contentType: t.string, base64: annotate(t.string, { contentEncoding: 'base64' }), warnings: t.readonlyArray(GenerationWarning) }),
);
