import { checkXmlParts } from '../package/checks/check-xml-parts';
import { readDocx } from '../package/open-docx';
import type { DocxPackage } from '../package/docx-package';
import { resolveDocxLimits } from '../package/docx-limits';
import { formatBytes } from '../package/format-bytes';
import { writeDocx } from '../package/write-docx';
import { err, ok, type Result } from '../result';
import { type BlockBudget, TooManyBlocks } from './block-model';
import type { CompareChange } from './compare-change';
import type { CompareFailure } from './compare-failure';
import { type CompareLimits, DEFAULT_COMPARE_LIMITS } from './compare-limits';
import { headerFooterRefs } from './header-footer-pairs';
import { diffPart, type PartPair, PartRefused } from './part-diff';
import type { RevisionStamp } from './revision-marks';
import { CompareTimeout } from './word-diff';

export interface CompareOptions {
  /** When the changes are recorded (each w:date). */
  readonly date: Date;
  /** Who they are recorded as (each w:author): "Quire" unless told. */
  readonly author?: string;
  readonly limits?: Partial<CompareLimits>;
  /** A monotonic clock in milliseconds for the time limit (performance.now unless told). */
  readonly now?: () => number;
}

export interface ComparedDocuments {
  /** The revised file with every difference from the original as a tracked change. */
  readonly docx: Uint8Array;
  /** The changes, in the order of the parts (body, then headers and footers) and of the document. */
  readonly changes: readonly CompareChange[];
}

/** The highest revision-like id (`w:id="n"`) in the package's XML parts, so that new ones follow it. */
const highestId = (pkg: DocxPackage): number => {
  let highest = 0;
  for (const name of pkg.names) {
    if (!/\.xml$/i.test(name)) continue;
    for (const match of pkg.text(name).matchAll(/\sw:id\s*=\s*["'](\d{1,9})["']/g)) highest = Math.max(highest, Number(match[1]));
  }
  return highest;
};

const tooManyBlocks = (file: 'original' | 'revised', limits: CompareLimits): CompareFailure => ({
  code: 'too_many_blocks',
  file,
  message: `The ${file} file has more than ${limits.maxBlocks} paragraphs, tables and rows; a compare takes at most that many.`,
});

/** Paragraphs, tables and rows in the main part, counted by their start tags: a file past the limit is refused before it is modelled. */
const BLOCK_START = /<w:(?:p|tbl|tr)[\s>/]/g;
const blocksPastLimit = (pkg: DocxPackage, limit: number): boolean => {
  let count = 0;
  const xml = pkg.text(pkg.mainDocumentPart);
  BLOCK_START.lastIndex = 0;
  while (BLOCK_START.exec(xml) !== null) if (++count > limit) return true;
  return false;
};

/** A file read within the limits; its XML parts are checked apart from those the compare reads, which it checks as it reads them. */
type Opened = { readonly pkg: DocxPackage; readonly xmlParts: readonly string[] };

const open = (bytes: Uint8Array, file: 'original' | 'revised', limits: CompareLimits): Result<Opened, CompareFailure> => {
  if (bytes.length > limits.maxBytes) {
    return err({ code: 'file_too_large', file, message: `The ${file} file is ${formatBytes(bytes.length)}; a compare takes files of at most ${formatBytes(limits.maxBytes)}.` });
  }
  const read = readDocx(bytes, limits.docx);
  if (!read.ok) return err({ code: 'refused', file, refusal: read.error });
  return blocksPastLimit(read.value.pkg, limits.maxBlocks) ? err(tooManyBlocks(file, limits)) : ok({ pkg: read.value.pkg, xmlParts: read.value.xmlParts });
};

/** Every XML part of the file is well-formed and within the depth limit, but those `read` (the compare checks them as it reads them). */
const checkOthers = (opened: Opened, read: ReadonlySet<string>, file: 'original' | 'revised', maxXmlDepth: number): CompareFailure | undefined => {
  const refused = checkXmlParts(opened.pkg, opened.xmlParts, { maxXmlDepth }, (name) => read.has(name.toLowerCase()));
  return refused === undefined ? undefined : { code: 'refused', file, refusal: refused };
};

/** The parts to compare: the main part, then each header and footer of the revised file with its original counterpart. */
const partPairs = (original: DocxPackage, revised: DocxPackage): PartPair[] => {
  const originalMain = original.text(original.mainDocumentPart);
  const revisedMain = revised.text(revised.mainDocumentPart);
  const pairs: PartPair[] = [{ area: 'body', originalPart: original.mainDocumentPart, revisedPart: revised.mainDocumentPart, originalXml: originalMain, revisedXml: revisedMain }];
  const originalByKey = new Map(headerFooterRefs(original, originalMain).map((ref) => [ref.key, ref.part]));
  const seen = new Set<string>();
  for (const ref of headerFooterRefs(revised, revisedMain)) {
    if (seen.has(ref.part.toLowerCase())) continue;
    seen.add(ref.part.toLowerCase());
    const originalPart = originalByKey.get(ref.key);
    pairs.push({
      area: ref.area,
      originalPart: originalPart ?? ref.part,
      revisedPart: ref.part,
      originalXml: originalPart === undefined ? undefined : original.text(originalPart),
      revisedXml: revised.text(ref.part),
    });
  }
  return pairs;
};

/**
 * Compares two .docx files: the revised one comes back with every difference from the original
 * as a Word tracked change (w:ins and w:del by `author` at `date`): paragraphs inserted and
 * deleted, words inside a changed paragraph, table rows, headers and footers; and the list of
 * those changes. Accepting every change gives the revised text, rejecting every change the
 * original's. Both files are read as safely as a template (openDocx), within `limits`.
 */
export const compareDocuments = (original: Uint8Array, revised: Uint8Array, options: CompareOptions): Result<ComparedDocuments, CompareFailure> => {
  const limits: CompareLimits = { ...DEFAULT_COMPARE_LIMITS, ...options.limits };
  const now = options.now ?? (() => performance.now());
  const deadline = now() + limits.maxMillis;
  const originalFile = open(original, 'original', limits);
  if (!originalFile.ok) return originalFile;
  const revisedFile = open(revised, 'revised', limits);
  if (!revisedFile.ok) return revisedFile;
  const [originalPackage, revisedPackage] = [originalFile.value.pkg, revisedFile.value.pkg];
  const pairs = partPairs(originalPackage, revisedPackage);
  const maxXmlDepth = resolveDocxLimits(limits.docx).maxXmlDepth;
  const unread =
    checkOthers(originalFile.value, new Set(pairs.flatMap((pair) => (pair.originalXml === undefined ? [] : [pair.originalPart.toLowerCase()]))), 'original', maxXmlDepth) ??
    checkOthers(revisedFile.value, new Set(pairs.map((pair) => pair.revisedPart.toLowerCase())), 'revised', maxXmlDepth);
  if (unread !== undefined) return err(unread);

  const stamp: RevisionStamp = { author: options.author ?? 'Quire', date: options.date.toISOString().replace(/\.\d{3}Z$/, 'Z'), nextId: highestId(revisedPackage) + 1 };
  const budgets = { original: { remaining: limits.maxBlocks } as BlockBudget, revised: { remaining: limits.maxBlocks } as BlockBudget };
  const changes: CompareChange[] = [];
  const written = new Map<string, string>();
  try {
    for (const pair of pairs) {
      const xml = diffPart(pair, { stamp, deadline, now, changes }, budgets, maxXmlDepth);
      if (xml !== undefined) written.set(pair.revisedPart, xml);
    }
  } catch (error) {
    if (error instanceof PartRefused) return err({ code: 'refused', file: error.file, refusal: error.refusal });
    if (error instanceof TooManyBlocks) return err(tooManyBlocks(budgets.original.remaining < 0 ? 'original' : 'revised', limits));
    if (error instanceof CompareTimeout) return err({ code: 'too_slow', message: `The compare took longer than ${limits.maxMillis} ms and was stopped.` });
    throw error;
  }
  const docx = writeDocx(revisedPackage, written, { maxOutputBytes: limits.maxOutputBytes });
  if (!docx.ok) return err({ code: 'output_too_large', message: docx.error.message });
  return ok({ docx: docx.value, changes });
};
