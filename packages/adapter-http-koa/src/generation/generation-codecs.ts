import { MAX_PACKET_TEMPLATES } from '@quire/application/generation/generate-packet';
import { DEFAULT_GENERATION_OPTIONS, type GenerationOptions } from '@quire/application/generation/generation-settings';
import * as t from 'io-ts';

const refined = <A>(base: t.Type<A, A, unknown>, name: string, accept: (value: A) => boolean): t.Type<A, A, unknown> =>
  new t.Type<A, A, unknown>(name, (u): u is A => base.is(u) && accept(u), (u, c) => (base.is(u) && accept(u) ? t.success(u) : t.failure(u, c)), t.identity);

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
const Locale = refined(t.string, 'a BCP 47 locale such as en-US', isLocale);
/** An IANA time zone (`UTC`, `Europe/Paris`). */
const TimeZone = refined(t.string, 'an IANA time zone such as Europe/Paris', isTimeZone);
const FileName = refined(t.string, 'a file name of 1 to 200 characters', (value) => value.trim().length >= 1 && value.length <= 200);

const Format = t.keyof({ docx: null, pdf: null }, '"docx" or "pdf"');
const Bundle = t.keyof({ zip: null, merged: null }, '"zip" or "merged"');
const Data = t.UnknownRecord;

export const GenerationOptionsBody = t.exact(
  t.partial({
    missing: t.keyof({ blank: null, highlight: null, keep: null, error: null }, '"blank", "highlight", "keep" or "error"'),
    keepContentControls: t.boolean,
    locale: Locale,
    timeZone: TimeZone,
    fileName: FileName,
  }),
  'GenerationOptions',
);

/** `POST /FormTemplates/:id/Generate` (SPEC §4); `format` defaults to docx, `data` to `{}`. */
export const GenerateBody = t.exact(t.partial({ data: Data, answerSetId: t.string, format: Format, options: GenerationOptionsBody }), 'GenerateBody');

/** A packet's templates, in order (generation and interviews). */
export const TemplateIds = refined(t.array(t.string), `1 to ${MAX_PACKET_TEMPLATES} template ids`, (ids) => ids.length >= 1 && ids.length <= MAX_PACKET_TEMPLATES);

/** `POST /FormTemplates/Generate` (SPEC §4); `bundle` defaults to zip. */
export const GeneratePacketBody = t.exact(
  t.intersection([t.type({ templateIds: TemplateIds }), t.partial({ data: Data, answerSetId: t.string, format: Format, bundle: Bundle, options: GenerationOptionsBody })]),
  'GeneratePacketBody',
);

/** The options with SPEC §4 defaults filled in. */
export const generationOptionsOf = (options: t.TypeOf<typeof GenerationOptionsBody> | undefined): GenerationOptions => ({
  missing: options?.missing ?? DEFAULT_GENERATION_OPTIONS.missing,
  keepContentControls: options?.keepContentControls ?? DEFAULT_GENERATION_OPTIONS.keepContentControls,
  locale: options?.locale ?? DEFAULT_GENERATION_OPTIONS.locale,
  timeZone: options?.timeZone ?? DEFAULT_GENERATION_OPTIONS.timeZone,
  fileName: options?.fileName ?? null,
});
