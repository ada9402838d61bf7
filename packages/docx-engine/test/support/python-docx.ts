import { spawn } from 'node:child_process';
import { SYSTEM_PYTHON } from '@quire/testing/python-reads';

export { SYSTEM_PYTHON };

/** The text python-docx sees in a .docx, part by part. */
export interface DocxTextDump {
  /** Paragraph texts of the body in document order, table cells (nested too) and block content controls included. */
  readonly body: readonly string[];
  /** Per section (in order), per kind, the paragraph texts of the header that section defines itself. */
  readonly headers: readonly HeaderFooterText[];
  readonly footers: readonly HeaderFooterText[];
  readonly footnotes: readonly string[];
  readonly endnotes: readonly string[];
  readonly comments: readonly string[];
  /** Paragraph texts inside text boxes and shapes (w:txbxContent), of the body. */
  readonly textBoxes: readonly string[];
  /** docProps/core.xml title. */
  readonly title: string;
}

export interface HeaderFooterText {
  readonly section: number;
  readonly kind: 'default' | 'first' | 'even';
  readonly part: string;
  readonly paragraphs: readonly string[];
}

/*
 * Paragraph text: every w:t in order, w:tab as a tab, w:br/w:cr as a newline, skipping deleted
 * text, text boxes nested in the paragraph (listed apart) and mc:Fallback copies. python-docx's
 * own Paragraph.text misses text inside hyperlinks, content controls and insertions, so the
 * document is opened with python-docx (proving it opens) and read with lxml.
 */
const SCRIPT = String.raw`
import io, json, sys
from docx import Document
from lxml import etree
W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
MC = 'http://schemas.openxmlformats.org/markup-compatibility/2006'
def q(tag): return '{%s}%s' % (W, tag)
SKIP = {q('txbxContent'), '{%s}Fallback' % MC, q('del'), q('moveFrom'), q('instrText'), q('delText')}
def para_text(p):
    out = []
    def walk(el):
        for child in el:
            if child.tag in SKIP: continue
            if child.tag == q('t'): out.append(child.text or '')
            elif child.tag == q('tab') and el.tag == q('r'): out.append('\t')
            elif child.tag in (q('br'), q('cr')): out.append('\n')
            elif child.tag == q('p'): continue
            else: walk(child)
    walk(p)
    return ''.join(out)
WRAPPERS = {q('sdt'), q('sdtContent'), q('customXml'), q('ins'), q('smartTag')}
def unwrapped(el, tag):
    for child in el:
        if child.tag == tag: yield child
        elif child.tag in WRAPPERS: yield from unwrapped(child, tag)
def block_paragraphs(container):
    result = []
    for child in container:
        if child.tag == q('p'): result.append(para_text(child))
        elif child.tag == q('tbl'):
            for tr in unwrapped(child, q('tr')):
                for tc in unwrapped(tr, q('tc')): result.extend(block_paragraphs(tc))
        elif child.tag in WRAPPERS: result.extend(block_paragraphs(child))
    return result
def textbox_paragraphs(root):
    result = []
    for box in root.iter(q('txbxContent')):
        if any(a.tag == '{%s}Fallback' % MC for a in box.iterancestors()): continue
        result.extend(block_paragraphs(box))
    return result
def notes(doc, reltype_suffix, tag):
    for rel in doc.part.rels.values():
        if rel.reltype.endswith(reltype_suffix) and not rel.is_external:
            root = etree.fromstring(rel.target_part.blob)
            out = []
            for note in root.findall(q(tag)):
                if note.get(q('type')) in ('separator', 'continuationSeparator', 'continuationNotice'): continue
                out.extend(block_paragraphs(note))
            return out
    return []
doc = Document(io.BytesIO(sys.stdin.buffer.read()))
body = doc.element.body
headers, footers = [], []
for index, sect in enumerate(body.iter(q('sectPr'))):
    for ref in sect:
        kind = 'header' if ref.tag == q('headerReference') else 'footer' if ref.tag == q('footerReference') else None
        if kind is None: continue
        part = doc.part.related_parts[ref.get('{%s}id' % R)]
        root = etree.fromstring(part.blob)
        entry = {'section': index, 'kind': ref.get(q('type')) or 'default', 'part': str(part.partname).lstrip('/'), 'paragraphs': block_paragraphs(root)}
        (headers if kind == 'header' else footers).append(entry)
print(json.dumps({
    'body': block_paragraphs(body),
    'headers': headers,
    'footers': footers,
    'footnotes': notes(doc, '/footnotes', 'footnote'),
    'endnotes': notes(doc, '/endnotes', 'endnote'),
    'comments': notes(doc, '/comments', 'comment'),
    'textBoxes': textbox_paragraphs(body),
    'title': doc.core_properties.title or '',
}))
`;

/**
 * Runs a python script (python-docx and lxml at hand) with the document on its stdin and answers
 * what it printed as JSON; fails when python cannot run, the script fails or takes over a minute.
 */
export const runPythonOnDocx = async <T>(script: string, input: Uint8Array): Promise<T> => JSON.parse(await run(script, input)) as T;

const run = (script: string, input: Uint8Array): Promise<string> =>
  new Promise((resolve, reject) => {
    const child = spawn(SYSTEM_PYTHON, ['-c', script], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const errors: Buffer[] = [];
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`Cannot run ${SYSTEM_PYTHON} (python3-docx is needed for this test): ${error.message}`));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`python-docx could not read the document (exit ${code}): ${Buffer.concat(errors).toString('utf8')}`));
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(Buffer.from(input));
  });

/**
 * Opens a .docx with python-docx (so the test fails if python-docx cannot open it, or if
 * python-docx is not installed) and returns its text, part by part.
 */
export const readDocx = (bytes: Uint8Array): Promise<DocxTextDump> => runPythonOnDocx<DocxTextDump>(SCRIPT, bytes);

/** The paragraph texts of the body (tables, nested tables and content controls included), in order. */
export const readDocxText = async (bytes: Uint8Array): Promise<string[]> => [...(await readDocx(bytes)).body];
