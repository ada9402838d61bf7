import { renderTemplate, type MissingValueMode, type RenderFailure } from '@quire/docx-engine';
import { LibreOfficePdfConverter } from '@quire/adapter-pdf-libreoffice/libreoffice-pdf-converter';
import type { PdfArchiveLevel, PdfError } from '@quire/ports/documents/pdf-converter';
import * as E from 'fp-ts/Either';
import { readdir, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { CommandFailed, type EngineCommand, UsageError } from '../cli-command';
import { EXIT } from '../exit-codes';
import { diagnosticLine, MAX_TEMPLATE_BYTES, readData, readLimited, readTemplate, reportDiagnostics } from './engine-files';

const MISSING: ReadonlyArray<MissingValueMode> = ['blank', 'highlight', 'keep', 'error'];
const ARCHIVE_LEVELS: ReadonlyArray<PdfArchiveLevel> = ['PDF/A-2b', 'PDF/A-3b'];

/** `--pdf-archive` and `--pdf-tagged` as the converter takes them; both need --pdf. */
const pdfExportOptions = (values: Readonly<Record<string, string | boolean | undefined>>): { readonly archive?: PdfArchiveLevel; readonly tagged?: true } => {
  const archive = values['pdf-archive'];
  const tagged = values['pdf-tagged'] === true;
  if ((archive !== undefined || tagged) && values['pdf'] !== true) throw new UsageError('--pdf-archive and --pdf-tagged need --pdf');
  if (archive !== undefined && !ARCHIVE_LEVELS.includes(archive as PdfArchiveLevel)) throw new UsageError(`--pdf-archive must be one of ${ARCHIVE_LEVELS.join(', ')}`);
  return { ...(archive === undefined ? {} : { archive: archive as PdfArchiveLevel }), ...(tagged ? { tagged } : {}) };
};

const describeFailure = (file: string, failure: RenderFailure): string[] => {
  switch (failure.code) {
    case 'template_invalid':
      return [failure.message, ...failure.diagnostics.map((diagnostic) => diagnosticLine(file, diagnostic))];
    default:
      return [failure.message];
  }
};

const describePdfError = (error: PdfError): string => {
  switch (error._tag) {
    case 'PdfUnavailable':
      return `no PDF (${error.code}): ${error.message}`;
    case 'PdfTimeout':
      return `no PDF (${error.code}): the conversion took longer than ${error.timeoutMs} ms`;
    case 'PdfConversionFailed':
      return `no PDF (${error.code}): ${error.reason}`;
    case 'PdfBusy':
      return `no PDF (${error.code}): the converter is busy`;
  }
};

const checkedLocale = (value: string | boolean | undefined): string | undefined => {
  if (typeof value !== 'string') return undefined;
  try {
    return Intl.getCanonicalLocales(value)[0];
  } catch {
    throw new UsageError(`--locale ${value} is not a BCP 47 language tag (en-US, fr-FR, de)`);
  }
};

const checkedTimeZone = (value: string | boolean | undefined): string | undefined => {
  if (typeof value !== 'string') return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    throw new UsageError(`--time-zone ${value} is not an IANA time zone (UTC, Europe/Paris, America/New_York)`);
  }
};

/** Most snippet files read from a --snippets folder. */
const MAX_SNIPPET_FILES = 1_000;

/** A snippet's name as a file name is compared: `Standard Terms of Engagement` is standard-terms-of-engagement.docx. */
const fileKey = (name: string): string => name.normalize('NFKC').toLowerCase().replace(/\.docx$/, '').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');

/** `{{> Name}}` read from NAME.docx in `folder` (any case, spaces or hyphens); the bytes are compiled by the render. */
const snippetFolder = async (folder: string): Promise<(name: string) => Uint8Array | undefined> => {
  let names: string[];
  try {
    names = (await readdir(folder)).filter((name) => name.toLowerCase().endsWith('.docx'));
  } catch (error) {
    throw new CommandFailed(`${folder}: cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  if (names.length > MAX_SNIPPET_FILES) throw new CommandFailed(`${folder}: holds ${names.length} .docx files; at most ${MAX_SNIPPET_FILES} are read`);
  const files = new Map<string, Uint8Array>();
  for (const name of names) files.set(fileKey(name), await readLimited(path.join(folder, name), MAX_TEMPLATE_BYTES, 'the snippet'));
  return (name) => files.get(fileKey(name));
};

/**
 * `quire render TEMPLATE.docx DATA.json -o OUT.docx [--pdf] [--missing MODE] [--locale TAG]`: the
 * engine on two files, with no server, database or key (ADR 0061). Diagnostics and warnings go to
 * stderr; exit 1 when the template or the data stops the render.
 */
export const render: EngineCommand = {
  kind: 'engine',
  name: 'render',
  usage:
    'quire render TEMPLATE.docx DATA.json -o OUT.docx [--pdf [--pdf-archive PDF/A-2b|PDF/A-3b] [--pdf-tagged]] [--missing blank|highlight|keep|error] [--locale en-US] [--time-zone UTC] [--snippets DIR]   fills a template with the JSON answers (--pdf: OUT is a PDF, made by LibreOffice, archival and tagged when asked; --snippets: {{> Name}} from DIR/name.docx)',
  options: {
    output: { type: 'string', short: 'o', required: true },
    pdf: { type: 'boolean' },
    'pdf-archive': { type: 'string' },
    'pdf-tagged': { type: 'boolean' },
    missing: { type: 'string' },
    locale: { type: 'string' },
    'time-zone': { type: 'string' },
    snippets: { type: 'string' },
  },
  positionals: 2,
  run: async (values, [templateFile = '', dataFile = ''], io) => {
    const missing = values['missing'];
    if (missing !== undefined && !MISSING.includes(missing as MissingValueMode)) throw new UsageError(`--missing must be one of ${MISSING.join(', ')}`);
    const locale = checkedLocale(values['locale']);
    const timeZone = checkedTimeZone(values['time-zone']);
    const output = String(values['output']);
    const exportOptions = pdfExportOptions(values);

    const template = await readTemplate(templateFile);
    const data = await readData(dataFile);
    const snippets = typeof values['snippets'] === 'string' ? await snippetFolder(values['snippets']) : undefined;
    if (reportDiagnostics(templateFile, template.diagnostics, io)) {
      io.err(`${templateFile}: the template has errors and cannot be filled`);
      return EXIT.failed;
    }
    const rendered = renderTemplate(template, data, {
      ...(missing === undefined ? {} : { missing: missing as MissingValueMode }),
      ...(locale === undefined ? {} : { locale }),
      ...(timeZone === undefined ? {} : { timeZone }),
      ...(snippets === undefined ? {} : { resolveSnippet: snippets }),
    });
    if (!rendered.ok) {
      describeFailure(templateFile, rendered.error).forEach((line) => io.err(`${dataFile}: ${line}`));
      return EXIT.failed;
    }
    rendered.value.warnings.forEach((warning) => io.err(`warning ${warning.code} (${warning.name}): ${warning.message}`));

    let bytes = rendered.value.bytes;
    if (values['pdf'] === true) {
      const converter = new LibreOfficePdfConverter({ poolSize: 1, ...(process.env['SOFFICE_PATH'] ? { sofficePath: process.env['SOFFICE_PATH'] } : {}) });
      try {
        const pdf = await converter.convert(bytes, exportOptions)();
        if (E.isLeft(pdf)) throw new CommandFailed(describePdfError(pdf.left));
        bytes = pdf.right;
      } finally {
        await converter.close();
      }
    }
    try {
      await writeFile(output, bytes);
    } catch (error) {
      throw new CommandFailed(`${output}: cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    io.out(output);
    return EXIT.ok;
  },
};
