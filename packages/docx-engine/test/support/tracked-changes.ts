import { runPythonOnDocx } from './python-docx';

/*
 * Every tracked change of a .docx accepted or rejected, as Word's "Accept All" and "Reject All"
 * do, by python with lxml (apart from the engine, so that it checks the engine's marks rather
 * than agreeing with them): accepting drops what was deleted (runs, rows, paragraphs whose mark
 * was deleted) and keeps what was inserted; rejecting does the reverse, deleted text becoming
 * text again. Answers the resolved .docx, for python-docx and the engine to read.
 */
const SCRIPT = String.raw`
import base64, io, json, sys, zipfile
from lxml import etree
W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
def q(tag): return '{%s}%s' % (W, tag)
mode = sys.argv[1]
gone, kept = (q('del'), q('ins')) if mode == 'accept' else (q('ins'), q('del'))
def resolve(root):
    for row in list(root.iter(q('tr'))):
        pr = row.find(q('trPr'))
        if pr is not None and pr.find(gone) is not None: row.getparent().remove(row)
    for mark_holder in list(root.iter(q('rPr'), q('trPr'))):
        for mark in mark_holder.findall(gone) + mark_holder.findall(kept):
            if len(mark) == 0: mark.set('resolved-mark', '1' if mark.tag == gone else '0')
    for element in list(root.iter(gone)):
        if element.get('resolved-mark') is None: element.getparent().remove(element)
    for element in list(root.iter(kept)):
        if element.get('resolved-mark') is not None: continue
        parent = element.getparent(); index = parent.index(element)
        for child in list(element):
            parent.insert(index, child); index += 1
        parent.remove(element)
    if mode == 'reject':
        for text in root.iter(q('delText')): text.tag = q('t')
        for text in root.iter(q('delInstrText')): text.tag = q('instrText')
    for paragraph in list(root.iter(q('p'))):
        mark = paragraph.find('%s/%s/%s' % (q('pPr'), q('rPr'), gone))
        if mark is not None and mark.get('resolved-mark') == '1' and paragraph.find('.//' + q('r')) is None:
            paragraph.getparent().remove(paragraph)
    for mark in list(root.iter(gone, kept)):
        if mark.get('resolved-mark') is not None: mark.getparent().remove(mark)
source = zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read()))
out = io.BytesIO()
with zipfile.ZipFile(out, 'w', zipfile.ZIP_DEFLATED) as target:
    for info in source.infolist():
        data = source.read(info.filename)
        if info.filename.startswith('word/') and info.filename.endswith('.xml') and b'w:' in data:
            root = etree.fromstring(data)
            resolve(root)
            data = etree.tostring(root, xml_declaration=True, encoding='UTF-8', standalone=True)
        target.writestr(info.filename, data)
print(json.dumps({'docx': base64.b64encode(out.getvalue()).decode('ascii')}))
`;

/** The .docx with every tracked change accepted (`accept`) or rejected (`reject`). */
export const resolveTrackedChanges = async (docx: Uint8Array, mode: 'accept' | 'reject'): Promise<Buffer> => {
  const answer = await runPythonOnDocx<{ docx: string }>(`import sys\nsys.argv = ['resolve', '${mode}']\n${SCRIPT}`, docx);
  return Buffer.from(answer.docx, 'base64');
};
