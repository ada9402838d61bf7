import { compileTemplate, type CompiledTemplate, type Diagnostic } from '@quire/docx-engine';
import { readFile, stat } from 'node:fs/promises';
import * as path from 'node:path';
import { CommandFailed, type EngineIo } from '../cli-command';

/** Largest template read (an upload is at most 25 MiB; docs/limits.md#bodies-and-uploads). */
export const MAX_TEMPLATE_BYTES = 25 * 1024 * 1024;
/** Largest data file read (generation data is at most 5 MiB; docs/limits.md#bodies-and-uploads). */
export const MAX_DATA_BYTES = 5 * 1024 * 1024;

/** The file's bytes, or a CommandFailed when it cannot be read or is larger than `limit`. */
export const readLimited = async (file: string, limit: number, what: string): Promise<Buffer> => {
  let size: number;
  try {
    const stats = await stat(file);
    if (!stats.isFile()) throw new CommandFailed(`${file}: not a file`);
    size = stats.size;
  } catch (error) {
    if (error instanceof CommandFailed) throw error;
    throw new CommandFailed(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (size > limit) throw new CommandFailed(`${file}: ${what} is ${size} bytes; at most ${limit} are read`);
  return readFile(file);
};

/** One line per diagnostic: `file: error code (part, paragraph n): message [excerpt]`. */
export const diagnosticLine = (file: string, diagnostic: Diagnostic): string =>
  `${path.basename(file)}: ${diagnostic.severity} ${diagnostic.code} (${diagnostic.part}, paragraph ${diagnostic.paragraph}): ${diagnostic.message}${diagnostic.excerpt === '' ? '' : ` [${diagnostic.excerpt}]`}`;

/** The compiled template, or a CommandFailed that says why the file is no template. */
export const readTemplate = async (file: string): Promise<CompiledTemplate> => {
  const bytes = await readLimited(file, MAX_TEMPLATE_BYTES, 'the template');
  const compiled = compileTemplate(bytes);
  if (!compiled.ok) throw new CommandFailed(`${file}: refused (${compiled.error.code}): ${compiled.error.message}`);
  return compiled.value;
};

/** The data: a JSON object, or a CommandFailed that says what is wrong with the file. */
export const readData = async (file: string): Promise<Record<string, unknown>> => {
  const text = (await readLimited(file, MAX_DATA_BYTES, 'the data')).toString('utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new CommandFailed(`${file}: not JSON (${(error as Error).message})`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new CommandFailed(`${file}: must hold a JSON object of answers ({"client_name": "..."}), not ${Array.isArray(data) ? 'an array' : data === null ? 'null' : `a ${typeof data}`}`);
  }
  return data as Record<string, unknown>;
};

/** Prints every diagnostic on stderr; answers whether one is an error. */
export const reportDiagnostics = (file: string, diagnostics: readonly Diagnostic[], io: EngineIo): boolean => {
  diagnostics.forEach((diagnostic) => io.err(diagnosticLine(file, diagnostic)));
  return diagnostics.some((diagnostic) => diagnostic.severity === 'error');
};
