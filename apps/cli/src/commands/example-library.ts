import type { AliasFieldsInput as AliasInput } from '@quire/application/library/aliases/alias-formula-check';
import type { RuleFieldsInput } from '@quire/application/library/rules/create-rule';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { CommandFailed } from '../cli-command';

/** A snippet of the library: a .docx (`file`) or plain text made into one (`text`), in a folder path such as `Clauses/Governing law`. */
export type ExampleSnippet = {
  readonly name: string;
  readonly folder: string | null;
  readonly description?: string;
  readonly tags?: ReadonlyArray<string>;
  readonly source: { readonly kind: 'file'; readonly fileName: string; readonly bytes: Uint8Array } | { readonly kind: 'text'; readonly text: string };
};

export type ExampleTemplate = {
  readonly name: string;
  readonly description?: string;
  readonly tags?: ReadonlyArray<string>;
  readonly fileName: string;
  readonly bytes: Uint8Array;
};

/** A library as `examples/` lays it out: aliases.json, rules.json, snippets.json, templates.json and the .docx files they name. */
export type ExampleLibrary = {
  readonly aliases: ReadonlyArray<AliasInput>;
  readonly rules: ReadonlyArray<RuleFieldsInput>;
  readonly snippets: ReadonlyArray<ExampleSnippet>;
  readonly templates: ReadonlyArray<ExampleTemplate>;
};

/** The repository's `examples/` folder (this file is apps/cli/src/commands/). */
export const DEFAULT_EXAMPLES_DIR = path.resolve(__dirname, '..', '..', '..', '..', 'examples');

type Json = Record<string, unknown>;

const fail = (file: string, message: string): never => {
  throw new CommandFailed(`${file}: ${message}`);
};

const readJsonArray = (dir: string, file: string): ReadonlyArray<Json> => {
  const where = path.join(dir, file);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(where, 'utf8'));
  } catch (error) {
    return fail(where, (error as Error).message);
  }
  if (!Array.isArray(parsed) || parsed.some((entry) => typeof entry !== 'object' || entry === null || Array.isArray(entry))) return fail(where, 'must be an array of objects');
  return parsed as ReadonlyArray<Json>;
};

const text = (where: string, entry: Json, key: string): string => {
  const value = entry[key];
  return typeof value === 'string' ? value : fail(where, `every entry needs a text "${key}"`);
};

const optionalText = (entry: Json, key: string): { readonly [k: string]: string } => (typeof entry[key] === 'string' ? { [key]: entry[key] } : {});

const optionalTags = (entry: Json): { readonly tags?: ReadonlyArray<string> } =>
  Array.isArray(entry['tags']) ? { tags: entry['tags'].filter((tag): tag is string => typeof tag === 'string') } : {};

const readDocx = (dir: string, where: string, relative: string): Uint8Array => {
  try {
    return fs.readFileSync(path.join(dir, relative));
  } catch {
    return fail(where, `cannot read ${relative}`);
  }
};

/**
 * Reads a library folder. Only the shape is checked here (names and files present); every rule of
 * the content is left to the use cases, so the examples pass exactly the checks an API client's do.
 */
export const readExampleLibrary = (dir: string): ExampleLibrary => {
  const snippetsFile = path.join(dir, 'snippets.json');
  const templatesFile = path.join(dir, 'templates.json');
  return {
    // Aliases and rules go to the use cases as written: they decide what is valid.
    aliases: readJsonArray(dir, 'aliases.json') as unknown as ReadonlyArray<AliasInput>,
    rules: readJsonArray(dir, 'rules.json').map((rule): RuleFieldsInput => {
      const { expression, condition, ...fields } = rule;
      const input = fields as unknown as RuleFieldsInput;
      if (typeof expression === 'string') return { ...input, expression: { text: expression } };
      if (condition !== undefined) return { ...input, expression: { json: condition } };
      return input;
    }),
    snippets: readJsonArray(dir, 'snippets.json').map((entry): ExampleSnippet => {
      const base = {
        name: text(snippetsFile, entry, 'name'),
        folder: typeof entry['folder'] === 'string' && entry['folder'].trim() !== '' ? entry['folder'] : null,
        ...optionalText(entry, 'description'),
        ...optionalTags(entry),
      };
      if (typeof entry['text'] === 'string') return { ...base, source: { kind: 'text', text: entry['text'] } };
      const file = text(snippetsFile, entry, 'file');
      return { ...base, source: { kind: 'file', fileName: path.basename(file), bytes: readDocx(dir, snippetsFile, file) } };
    }),
    templates: readJsonArray(dir, 'templates.json').map((entry): ExampleTemplate => {
      const file = text(templatesFile, entry, 'file');
      return {
        name: text(templatesFile, entry, 'name'),
        ...optionalText(entry, 'description'),
        ...optionalTags(entry),
        fileName: path.basename(file),
        bytes: readDocx(dir, templatesFile, file),
      };
    }),
  };
};
