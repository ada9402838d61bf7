import { runPythonOnDocx } from '../../support/python-docx';

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
  runPythonOnDocx<{ sections: SectionFacts[]; paragraphStyles: string[]; colors: Record<string, string | null> }>(SCRIPT, bytes);
