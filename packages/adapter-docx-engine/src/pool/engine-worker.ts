/*
 * The entry of an engine worker thread (bundled to JavaScript by worker-script.ts, started by
 * piscina): each task is a plain function of bytes and data, run synchronously; the pool on the
 * HTTP thread owns the time and memory limits. Each worker keeps its own compiled templates.
 */
import { LRUCache } from 'lru-cache';
import { move, Piscina } from 'piscina';
import { workerData } from 'node:worker_threads';
import { BoundedCache } from '../bounded-cache';
import { docxFromText } from '../docx-text-document-writer';
import { compareNow } from '../compare/engine-document-comparer';
import type { Vocabulary } from '@quire/docx-engine/engine';
import { EngineDocumentAnalyser } from '../analysis/engine-document-analyser';
import { DEFAULT_CACHE_LIMITS } from '../engine-document-renderer';
import { toEngineVocabulary } from '../engine-vocabulary';
import { zipFiles } from '../fflate-archive-writer';
import { type Compiled, compiledSize, compileForRender, mergeNow, renderCompiled } from '../render-compiled';
import { interviewOf } from '../interview/interview-of';
import { lowerThreadPriority } from './thread-priority';
import { locateFontFiles } from '@quire/pdf-forms/fonts/font-files';
import type { DocumentRef, EngineResult, EngineTask, EngineTaskKind, EngineWorkerSetup, InterviewResult, InterviewTask, RenderResult, RenderTask, VocabularyRef } from './engine-task';

const setup = workerData as EngineWorkerSetup;
lowerThreadPriority(setup.nice ?? 0);
locateFontFiles(setup.fontFiles ?? {});
const analyser = new EngineDocumentAnalyser(setup);
const compiledTemplates = new BoundedCache<Compiled>({ ...DEFAULT_CACHE_LIMITS, ...setup.cache }, compiledSize);

/** The tenants' vocabularies as the engine reads them, by the pool's key (a tenant's changes make a new key). */
const vocabularies = new LRUCache<string, Vocabulary>({ max: 256 });

const compiledOf = (ref: DocumentRef): Compiled | undefined => {
  const bytes = ref.bytes;
  return compiledTemplates.getOrMakeNow(ref.sha256, bytes === undefined ? undefined : () => compileForRender(bytes, setup.limits));
};

const vocabularyOf = (ref: VocabularyRef): Vocabulary | undefined => {
  const kept = vocabularies.get(ref.key);
  if (kept !== undefined || ref.terms === undefined) return kept;
  const vocabulary = toEngineVocabulary(ref.terms);
  vocabularies.set(ref.key, vocabulary);
  return vocabulary;
};

const render = (task: RenderTask): RenderResult => {
  const template = compiledOf(task.template);
  const snippets = task.snippets.map(({ name, document }) => ({ name, document, compiled: compiledOf(document) }));
  const vocabulary = vocabularyOf(task.vocabulary);
  const missing = [
    ...(template === undefined ? [task.template.sha256] : []),
    ...snippets.filter((snippet) => snippet.compiled === undefined).map((snippet) => snippet.document.sha256),
    ...(vocabulary === undefined ? [task.vocabulary.key] : []),
  ];
  if (template === undefined || vocabulary === undefined || missing.length > 0) return { kind: 'missing', keys: missing };
  const found = snippets.flatMap(({ name, compiled }) => (compiled === undefined ? [] : [[name, compiled] as const]));
  return { kind: 'rendered', rendered: renderCompiled(template, found, vocabulary, task), cache: compiledTemplates.stats() };
};

const interview = (task: InterviewTask): InterviewResult => {
  const missing: string[] = [];
  const need = (ref: DocumentRef) => {
    const compiled = compiledOf(ref);
    if (compiled === undefined) missing.push(ref.sha256);
    return compiled;
  };
  const templates = task.templates.map((entry) => ({
    sha256: entry.template.sha256,
    compiled: need(entry.template),
    snippets: entry.snippets.map(({ name, document }) => ({ name, sha256: document.sha256, compiled: need(document) })),
  }));
  const vocabulary = vocabularyOf(task.vocabulary);
  if (vocabulary === undefined) missing.push(task.vocabulary.key);
  const ready = templates.flatMap(({ sha256, compiled, snippets }) => {
    const found = snippets.flatMap((snippet) => (snippet.compiled === undefined ? [] : [{ ...snippet, compiled: snippet.compiled }]));
    return compiled === undefined ? [] : [{ sha256, compiled, snippets: found }];
  });
  if (vocabulary === undefined || missing.length > 0) return { kind: 'missing', keys: missing };
  return { kind: 'planned', plan: interviewOf(ready, vocabulary, task.data) };
};

/** The result with its bytes moved to the calling thread rather than copied (when they are a whole buffer of their own). */
const moving = <R>(result: R, bytes: Uint8Array | undefined): R => {
  if (bytes === undefined || bytes.byteOffset !== 0 || bytes.byteLength !== bytes.buffer.byteLength || !(bytes.buffer instanceof ArrayBuffer)) return result;
  const transferable = { [Piscina.transferableSymbol]: [bytes.buffer], [Piscina.valueSymbol]: result };
  return move(transferable as unknown as Parameters<typeof move>[0]) as unknown as R;
};

type PdfWork = typeof import('../pdf/pdf-form-work');
let pdfWork: PdfWork | undefined;
/**
 * The PDF library, loaded by the first PDF task: a worker that only renders .docx never starts it
 * (its bundle is in this file, its modules run on first use), so it costs those workers no memory.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loadPdfWork = (): PdfWork => (pdfWork ??= require('../pdf/pdf-form-work') as PdfWork);

/** The PDF tasks are asynchronous (the PDF library's API is); piscina awaits them. */
const runPdfTask = async (task: Extract<EngineTask, { readonly kind: `pdf-${string}` }>): Promise<EngineResult<EngineTaskKind>> => {
  const work = loadPdfWork();
  switch (task.kind) {
    case 'pdf-read':
      return work.readPdfFormNow(task.bytes);
    case 'pdf-fill': {
      const filled = await work.fillPdfFormNow(task.bytes, task.values, task.flatten);
      return moving(filled, filled._tag === 'Right' ? filled.right.bytes : undefined);
    }
    case 'pdf-merge': {
      const merged = await work.mergePdfsNow(task.parts);
      return moving(merged, merged._tag === 'Right' ? merged.right : undefined);
    }
    case 'pdf-certificate':
      return work.readCertificateNow(task.key);
    case 'pdf-seal': {
      const sealed = await work.sealPdfNow(task);
      return moving(sealed, sealed._tag === 'Right' ? sealed.right : undefined);
    }
  }
};

export default function runEngineTask(task: EngineTask): EngineResult<EngineTaskKind> | Promise<EngineResult<EngineTaskKind>> {
  switch (task.kind) {
    case 'analyse':
      return analyser.analyseNow(task.bytes, task.vocabulary);
    case 'render': {
      const result = render(task);
      return moving(result, result.kind === 'rendered' && result.rendered._tag === 'Right' ? result.rendered.right.bytes : undefined);
    }
    case 'interview':
      return interview(task);
    case 'merge': {
      const merged = mergeNow(task.documents, task.maxOutputBytes, setup.limits);
      return moving(merged, merged._tag === 'Right' ? merged.right : undefined);
    }
    case 'text-to-docx': {
      const bytes = docxFromText(task.text);
      return moving(bytes, bytes);
    }
    case 'zip': {
      const bytes = zipFiles(task.files);
      return moving(bytes, bytes);
    }
    case 'pdf-read':
    case 'pdf-fill':
    case 'pdf-merge':
    case 'pdf-certificate':
    case 'pdf-seal':
      return runPdfTask(task);
    case 'compare': {
      const compared = compareNow(task.original, task.revised, new Date(task.at), setup.compare);
      return moving(compared, compared._tag === 'Right' ? compared.right.docx : undefined);
    }
  }
}
