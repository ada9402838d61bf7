import { spawn } from 'node:child_process';
import { SYSTEM_PYTHON } from '../../support/python-docx';

export interface SectionFacts {
  readonly width: number;
  readonly height: number;
  readonly orientation: 'portrait' | 'landscape';
  readonly header: readonly string[];
  readonly footer: readonly string[];
  readonly headerLinked: boolean;
}

const SCRIPT = String.raw`
import io, json, sys
from docx import Document
from docx.enum.section import WD_ORIENT
doc = Document(io.BytesIO(sys.stdin.buffer.read()))
out = []
for s in doc.sections:
    out.append({
        'width': int(s.page_width), 'height': int(s.page_height),
        'orientation': 'landscape' if s.orientation == WD_ORIENT.LANDSCAPE else 'portrait',
        'header': [p.text for p in s.header.paragraphs], 'footer': [p.text for p in s.footer.paragraphs],
        'headerLinked': s.header.is_linked_to_previous,
    })
styles = {st.style_id: (st.font.color.rgb and str(st.font.color.rgb)) for st in doc.styles if st.type == 1}
print(json.dumps({'sections': out, 'paragraphStyles': [p.style.style_id for p in doc.paragraphs], 'colors': styles}))
`;

/** What python-docx sees of a document's sections (page setup, own headers and footers) and paragraph styles. */
export const readSections = (bytes: Uint8Array): Promise<{ sections: SectionFacts[]; paragraphStyles: string[]; colors: Record<string, string | null> }> =>
  new Promise((resolve, reject) => {
    const child = spawn(SYSTEM_PYTHON, ['-c', SCRIPT], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const errors: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
    child.on('error', (error) => reject(new Error(`Cannot run ${SYSTEM_PYTHON} with python-docx: ${error.message}`)));
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(Buffer.concat(out).toString('utf8'))) : reject(new Error(`python-docx failed: ${Buffer.concat(errors).toString('utf8')}`))));
    child.stdin.end(Buffer.from(bytes));
  });
