/** How one template language writes the four kinds of tag the benchmark uses. */
export type TagSyntax = {
  readonly name: 'quire' | 'docxtemplater';
  readonly field: (name: string) => string;
  readonly openCondition: (name: string) => string;
  readonly closeCondition: (name: string) => string;
  readonly openRepeat: (list: string) => string;
  readonly closeRepeat: (list: string) => string;
};

export const QUIRE_SYNTAX: TagSyntax = {
  name: 'quire',
  field: (name) => `{{${name}}}`,
  openCondition: (name) => `{{#if ${name}}}`,
  closeCondition: () => '{{/if}}',
  openRepeat: (list) => `{{#each ${list}}}`,
  closeRepeat: () => '{{/each}}',
};

/** docxtemplater's default delimiters; with `paragraphLoop`, a paragraph holding only `{#x}` disappears. */
export const DOCXTEMPLATER_SYNTAX: TagSyntax = {
  name: 'docxtemplater',
  field: (name) => `{${name}}`,
  openCondition: (name) => `{#${name}}`,
  closeCondition: (name) => `{/${name}}`,
  openRepeat: (list) => `{#${list}}`,
  closeRepeat: (list) => `{/${list}}`,
};
