import { lazyModule } from '../lazy-module';
import { RenderTarget } from '../compose/render-target';
import { DEFAULT_PICTURE_LIMITS } from '../pictures/picture-limits';
import { writeDocx, type DocxChange } from '../package/write-docx';
import { askToUpdateFields } from './update-fields';
import { err, ok, type Result } from '../result';
import { leaseOutputBuffers, type OutputBuffer } from './output-buffer';
import { hasErrors, type CompiledTemplate } from '../compile/compiled-template';
import { checkData, DEFAULT_MAX_DATA_DEPTH, DEFAULT_MAX_DATA_KEYS } from './check-data';
import { rootScope } from './data-scope';
import { renderNodes } from './render-program';
import type { RenderState } from './render-state';
import {
  DEFAULT_MAX_OUTPUT_BYTES,
  DEFAULT_MAX_REPEAT_ITERATIONS,
  DEFAULT_MAX_STYLED_TEXT_DEPTH,
  DEFAULT_MAX_STYLED_TEXT_LENGTH,
  type RenderFailure,
  type RenderOptions,
  type RenderWarning,
} from './render-types';
import { restartedNumXml } from '../compile/numbering-definitions';
import { reportedOnce } from '../diagnostic';
import { DEFAULT_DOCX_LIMITS } from '../package/docx-limits';
import { nestsTablesDeeperThan } from '../structure/table-nesting';
import { indexVocabulary } from '../vocabulary/index-vocabulary';

/** Composing snippets, loaded by the first render that is given a way to find them. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const snippetInserter = lazyModule(() => require('../compose/snippet-inserter') as typeof import('../compose/snippet-inserter'));

export interface RenderedDocument {
  readonly bytes: Uint8Array;
  readonly warnings: readonly RenderWarning[];
}

/** Fills a compiled template with data: a new .docx, or why there is none. */
export const renderTemplate = (template: CompiledTemplate, data: Record<string, unknown>, options: RenderOptions = {}): Result<RenderedDocument, RenderFailure> => {
  if (hasErrors(template)) {
    const errors = reportedOnce(template.diagnostics.filter((diagnostic) => diagnostic.severity === 'error'));
    return err({ code: 'template_invalid', message: `The template has ${errors.length} error(s) and cannot be filled.`, diagnostics: errors });
  }
  const dataRefused = checkData(data, { maxDepth: options.maxDataDepth ?? DEFAULT_MAX_DATA_DEPTH, maxKeys: options.maxDataKeys ?? DEFAULT_MAX_DATA_KEYS });
  if (dataRefused !== undefined) return err(dataRefused);
  const maxOutputBytes = options.maxOutputBytes ?? DEFAULT_MAX_OUTPUT_BYTES;
  const buffers = leaseOutputBuffers();
  try {
    return render(template, data, options, maxOutputBytes, buffers.next);
  } finally {
    buffers.release();
  }
};

const render = (
  template: CompiledTemplate,
  data: Record<string, unknown>,
  options: RenderOptions,
  maxOutputBytes: number,
  nextBuffer: () => OutputBuffer,
): Result<RenderedDocument, RenderFailure> => {
  const nextId = { ...template.maxIds };
  const maxTableNesting = options.maxTableNesting ?? DEFAULT_DOCX_LIMITS.maxTableNesting;
  const state: RenderState = {
    render: renderNodes,
    out: nextBuffer(),
    writtenBefore: 0,
    maxBytes: maxOutputBytes,
    vocabulary: indexVocabulary(options.vocabulary, template.nameKey),
    missing: options.missing ?? 'blank',
    keepContentControls: options.keepContentControls === true,
    locale: options.locale ?? 'en-US',
    timeZone: options.timeZone ?? 'UTC',
    now: options.now === undefined ? Date.now() : options.now.getTime(),
    calculation: undefined,
    computed: undefined,
    iterations: 0,
    maxIterations: options.maxRepeatIterations ?? DEFAULT_MAX_REPEAT_ITERATIONS,
    copyDepth: 0,
    nextId,
    warnings: new Map(),
    at: undefined,
    inSnippet: 0,
    missingNames: new Set(),
    failure: undefined,
    contexts: new Map(),
    names: new Map(),
    restartedLists: undefined,
    shapeIds: undefined,
    numbering: template.numbering,
    nextNumId: template.numbering?.maxNumId ?? 0,
    addedLists: [],
    snippets: undefined,
    columnTable: undefined,
    target: new RenderTarget(template.package, nextId, (atLeast) => (state.nextNumId = Math.max(state.nextNumId + 1, atLeast))),
    pictures: undefined,
    pictureLimits: {
      maxPictureBytes: options.maxPictureBytes ?? DEFAULT_PICTURE_LIMITS.maxPictureBytes,
      maxPicturePixels: options.maxPicturePixels ?? DEFAULT_PICTURE_LIMITS.maxPicturePixels,
      maxDocumentPictureBytes: options.maxDocumentPictureBytes ?? DEFAULT_PICTURE_LIMITS.maxDocumentPictureBytes,
      maxDocumentPictures: options.maxDocumentPictures ?? DEFAULT_PICTURE_LIMITS.maxDocumentPictures,
    },
    styled: undefined,
    styledLimits: {
      maxLength: options.maxStyledTextLength ?? DEFAULT_MAX_STYLED_TEXT_LENGTH,
      maxDepth: options.maxStyledTextDepth ?? DEFAULT_MAX_STYLED_TEXT_DEPTH,
    },
  };
  if (options.resolveSnippet !== undefined) state.snippets = snippetInserter().createSnippetInserter(options.resolveSnippet, state.target);
  const scope = rootScope(data);
  const changes = new Map<string, DocxChange>(template.fixedChanges);
  for (const [index, program] of template.programs.entries()) {
    if (index > 0) {
      state.writtenBefore += state.out.length;
      state.out = nextBuffer();
    }
    renderNodes(program.nodes, scope, state);
    if (state.failure === undefined && state.writtenBefore + state.out.length > maxOutputBytes) {
      state.failure = { code: 'output_too_large', message: `The document would be larger than ${maxOutputBytes} bytes.`, limit: maxOutputBytes };
    }
    if (state.failure !== undefined) return err(state.failure);
    const written = state.out.view();
    // Only a snippet or a styled value can put tables deeper than the template holds them (its compile checked those).
    if ((state.snippets !== undefined || state.styled !== undefined) && nestsTablesDeeperThan(written, maxTableNesting)) {
      return err({ code: 'too_deeply_nested_tables', message: `The completed document would nest tables more than ${maxTableNesting} deep (in ${program.part}), the limit.`, limit: maxTableNesting });
    }
    changes.set(program.part, written);
  }
  const numbering = template.numbering;
  if (numbering !== undefined && state.addedLists.length > 0) {
    const added = state.addedLists.map(({ numId, abstractId }) => restartedNumXml(numId, abstractId, numbering.levelStarts.get(abstractId) ?? Array.from({ length: 9 }, () => 1))).join('');
    changes.set(numbering.part, numbering.xml.slice(0, numbering.insertAt) + added + numbering.xml.slice(numbering.insertAt));
  }
  state.target.finish(changes);
  if (options.updateFields === true) askToUpdateFields(template.package, changes);
  if (state.missingNames.size > 0) {
    const names = [...state.missingNames];
    return err({ code: 'missing_values', message: `These fields have no value: ${names.join(', ')}.`, names });
  }
  const written = writeDocx(template.package, changes, { maxOutputBytes });
  if (!written.ok) return err({ code: 'output_too_large', message: written.error.message, limit: maxOutputBytes });
  return ok({ bytes: written.value, warnings: [...state.warnings.values()] });
};
