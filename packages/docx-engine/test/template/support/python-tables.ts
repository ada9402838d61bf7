import { runPythonOnDocx } from '../../support/python-docx';

/** A table as python-docx sees it: its grid (twips), and per row the text and width (twips) of each cell it holds. */
export interface PythonTable {
  readonly grid: readonly number[];
  readonly columns: number;
  readonly rows: readonly { readonly texts: readonly string[]; readonly widths: readonly number[] }[];
}

/*
 * python-docx's row.cells repeats a merged cell once per grid column it spans: the distinct cells
 * are kept (by their XML element), so a cell over three columns is one cell, as Word shows it.
 */
const SCRIPT = String.raw`
import io, json, sys
from docx import Document
doc = Document(io.BytesIO(sys.stdin.buffer.read()))
def twips(length): return None if length is None else round(length / 635)
out = []
for table in doc.tables:
    grid = [twips(col.w) for col in table._tbl.tblGrid.gridCol_lst]
    rows = []
    for row in table.rows:
        seen, texts, widths = [], [], []
        for cell in row.cells:
            if any(cell._tc is other for other in seen): continue
            seen.append(cell._tc)
            texts.append(cell.text)
            widths.append(twips(cell.width))
        rows.append({'texts': texts, 'widths': widths})
    out.append({'grid': grid, 'columns': len(table.columns), 'rows': rows})
print(json.dumps(out))
`;

/** Opens a .docx with python-docx (failing when it cannot) and reads its top-level tables. */
export const readTables = (bytes: Uint8Array): Promise<PythonTable[]> =>
  runPythonOnDocx<PythonTable[]>(SCRIPT, bytes);
