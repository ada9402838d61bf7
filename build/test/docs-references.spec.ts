import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

/*
 * What Quire does is said in docs/, in its own words, and every file that points a reader there
 * points at a page (and a heading) that exists. Also: nothing in the repository cites, or reads,
 * a document that lives outside it — a reader of the product cannot open one.
 *
 * Reads every tracked text file once (a few MB): well under a second.
 */
const REPO = path.join(__dirname, '..', '..');

/** Files a reader cannot grep: their bytes are not text. */
const BINARY = /\.(docx|docm|dotx|xlsx|png|jpe?g|gif|ico|pdf|zip|ttf|otf|woff2?|p12|pfx|bin)$/i;

const trackedTexts = (): ReadonlyMap<string, string> => {
  const names = execFileSync('git', ['ls-files', '-z'], { cwd: REPO, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((name) => name !== '' && !BINARY.test(name));
  const texts = new Map<string, string>();
  for (const name of names) {
    const full = path.join(REPO, name);
    if (!existsSync(full)) continue; // deleted in the working tree, not yet committed
    const bytes = readFileSync(full);
    if (bytes.includes(0)) continue;
    texts.set(name, bytes.toString('utf8'));
  }
  return texts;
};

/** GitHub's anchor of each heading of a markdown page (code blocks left out; a repeated heading gets `-1`, `-2`…). */
const anchorsOf = (markdown: string): ReadonlySet<string> => {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    const heading = fenced ? null : /^#{1,6} (.*)$/.exec(line);
    if (heading === null) continue;
    const slug = (heading[1] ?? '')
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}_\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
};

/** `docs/limits.md`, `docs/limits.md#other-limits`, `../../docs/limits.md#other-limits` — not a part of a longer path such as `e2e/docs/x.md`. */
const DOCS_PATH = /(?<![\w./-])((?:\.\.\/)*docs\/[\w./-]*?\.md)(#[\w-]+)?/g;
/** A markdown link to a page or a heading: `[text](page.md#heading)`, `[text](#heading)`. */
const MARKDOWN_LINK = /\]\(([^)\s#]*\.md)?(#[^)\s]*)?\)/g;

type Reference = { readonly from: string; readonly text: string; readonly page: string; readonly anchor: string | undefined };

const referencesIn = (from: string, text: string): Reference[] => {
  const resolve = (target: string): string => (target.startsWith('..') ? path.posix.normalize(path.posix.join(path.posix.dirname(from), target)) : target);
  const found: Reference[] = [];
  for (const match of text.matchAll(DOCS_PATH)) {
    found.push({ from, text: match[0], page: resolve(match[1] ?? ''), anchor: match[2]?.slice(1) });
  }
  if (from.endsWith('.md')) {
    for (const match of text.matchAll(MARKDOWN_LINK)) {
      const [whole, page, anchor] = match;
      if (page === undefined && anchor === undefined) continue;
      if (page?.includes('://') === true) continue;
      const target = page === undefined ? from : path.posix.normalize(path.posix.join(path.posix.dirname(from), page));
      found.push({ from, text: whole, page: target, anchor: anchor?.slice(1) });
    }
  }
  return found;
};

describe('the docs a file points to', () => {
  const texts = trackedTexts();

  it('exist, and so does the heading named after `#`', () => {
    const anchors = new Map<string, ReadonlySet<string>>();
    const anchorsOfPage = (page: string): ReadonlySet<string> => {
      let known = anchors.get(page);
      if (known === undefined) {
        known = anchorsOf(texts.get(page) ?? readFileSync(path.join(REPO, page), 'utf8'));
        anchors.set(page, known);
      }
      return known;
    };
    const references = [...texts].flatMap(([name, text]) => referencesIn(name, text));
    const broken = references.flatMap((reference) => {
      if (!texts.has(reference.page) && !existsSync(path.join(REPO, reference.page))) return [`${reference.from}: ${reference.text} (no such page)`];
      if (reference.anchor !== undefined && !anchorsOfPage(reference.page).has(reference.anchor)) return [`${reference.from}: ${reference.text} (no such heading)`];
      return [];
    });
    expect(broken).toEqual([]);
    // The check has something to check: code and docs name docs/ pages by the hundred.
    expect(references.length).toBeGreaterThan(300);
  });
});

describe('documents outside the repository', () => {
  const texts = trackedTexts();
  // Spelled in pieces so that this file does not cite what it looks for.
  const brief = ['S', 'P', 'E', 'C'].join('');
  const citation = new RegExp(`${brief}(\\.md)? ?§|${brief}\\.md|\\b${brief}\\b`);
  const outside = new RegExp(['\\.\\./', 'shared', '\\b'].join(''));

  it('are cited by no tracked file: what Quire does is said in docs/', () => {
    expect([...texts].filter(([, text]) => citation.test(text)).map(([name]) => name)).toEqual([]);
  });

  it('are read by no tracked file: a fresh clone has nothing beside it', () => {
    expect([...texts].filter(([, text]) => outside.test(text)).map(([name]) => name)).toEqual([]);
  });
});

describe('anchorsOf', () => {
  it("makes GitHub's anchors: punctuation dropped, spaces to hyphens, repeats numbered, code blocks left out", () => {
    const page = ['# Limits and safety', '## Metrics: `GET /metrics`', '```sh', '# not a heading', '```', '### Method', '### Method'].join('\n');
    expect([...anchorsOf(page)]).toEqual(['limits-and-safety', 'metrics-get-metrics', 'method', 'method-1']);
  });
});

describe('referencesIn', () => {
  it('finds docs/ paths in code and relative links in markdown, resolved from the repository root', () => {
    expect(referencesIn('packages/x/src/a.ts', '/** 25 MiB (docs/limits.md#bodies-and-uploads); e2e/docs/no.md */')).toEqual([
      { from: 'packages/x/src/a.ts', text: 'docs/limits.md#bodies-and-uploads', page: 'docs/limits.md', anchor: 'bodies-and-uploads' },
    ]);
    expect(referencesIn('docs/api.md', 'see [limits](limits.md#other-limits), [below](#errors), [site](https://example.com/a.md)').map((reference) => [reference.page, reference.anchor])).toEqual([
      ['docs/limits.md', 'other-limits'],
      ['docs/api.md', 'errors'],
    ]);
    expect(referencesIn('packages/expressions/README.md', '[rules](../../docs/resources.md#conditional-rules)').map((reference) => reference.page)).toEqual(['docs/resources.md', 'docs/resources.md']);
  });
});
