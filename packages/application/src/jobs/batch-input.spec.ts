import { nameKey } from '@quire/domain/names';
import { arbitraryAlias } from '@quire/testing/builders/library';
import * as E from 'fp-ts/Either';
import { itemsFromCsv } from './csv-items';
import { errorsCsv } from './errors-csv';
import { entryName, renderFileName, UniqueNames } from './item-file-name';
import { decodeRecords, encodeRecord } from './result-part';


const aliases = [
  arbitraryAlias({ name: 'client_name', type: 'text', synonyms: ['Client Name'] }),
  arbitraryAlias({ name: 'fee', type: 'currency' }),
  arbitraryAlias({ name: 'start', type: 'date' }),
  arbitraryAlias({ name: 'member', type: 'boolean' }),
  arbitraryAlias({ name: 'plan', type: 'choice', choices: ['Basic', 'Premium'] }),
  arbitraryAlias({ name: 'children', type: 'list', itemFields: ['name'] }),
];

describe('itemsFromCsv', () => {
  it('types each cell by its alias, leaves empty cells unanswered, and numbers rows from 1', () => {
    const table = {
      columns: ['Client Name', 'fee', 'start', 'member', 'plan', 'children'],
      rows: [
        ['Ada', '1200.50', '2026-01-15', 'Yes', 'premium', '[{"name":"Byron"}]'],
        ['Bob', '', '', 'no', 'Basic', ''],
      ],
    };
    expect(itemsFromCsv(aliases, table)).toEqual(
      E.right({
        items: [
          { item: 1, data: { client_name: 'Ada', fee: '1200.50', start: '2026-01-15', member: true, plan: 'Premium', children: [{ name: 'Byron' }] } },
          { item: 2, data: { client_name: 'Bob', member: false, plan: 'Basic' } },
        ],
        errors: [],
      }),
    );
  });

  it('lists a row whose cells its aliases cannot read, by row and column, and goes on with the others', () => {
    const table = { columns: ['fee', 'start', 'member', 'children'], rows: [['x', '2026-02-30', 'maybe', '{"a":1}'], ['1', '2026-02-28', 'true', '[]'], ['1', '', '', '', 'extra']] };
    const result = itemsFromCsv(aliases, table);
    if (E.isLeft(result)) throw new Error('refused');
    expect(result.right.items.map((item) => item.item)).toEqual([2]);
    expect(result.right.errors.map((error) => [error.item, error.code, error.errors.map((problem) => problem.path)])).toEqual([
      [1, 'cell_invalid', ['fee', 'start', 'member', 'children']],
      [3, 'cell_invalid', ['row']],
    ]);
  });

  it('refuses unknown, empty and repeated columns, naming each', () => {
    expect(itemsFromCsv(aliases, { columns: ['client_name', 'shoe_size', '', 'CLIENT_NAME'], rows: [] })).toEqual(
      E.left([
        { path: 'columns[1]', message: '"shoe_size" is no alias name or synonym' },
        { path: 'columns[2]', message: 'the header has an empty column name' },
        { path: 'columns[3]', message: '"CLIENT_NAME" names the alias client_name again (column 1)' },
      ]),
    );
  });
});

describe('file names of a batch', () => {
  const resolve = (key: string) => aliases.find((alias) => alias.synonyms.map(nameKey).includes(nameKey(key)) || nameKey(alias.name) === nameKey(key))?.name;

  it('fills placeholders with the item\'s values as text, through synonyms, and evaluates nothing', () => {
    expect(renderFileName('{{Client Name}} – {{ fee }} {{constructor}} {{children}}', { client_name: 'Ada', fee: 12, children: [1] }, resolve)).toBe('Ada – 12  ');
    expect(renderFileName('{{client_name | upper}}', { client_name: 'Ada' }, resolve)).toBe('');
  });

  it('makes a name safe for a zip entry: no path, no control characters, the format\'s extension', () => {
    expect(entryName('../../etc/passwd', 'Letter', 'docx')).toBe('etc passwd.docx');
    expect(entryName('a\\b:c*?.docx', 'Letter', 'pdf')).toBe('a b c.pdf');
    expect(entryName('   ', 'Letter', 'docx')).toBe('Letter.docx');
    expect(entryName('x'.repeat(400), 'Letter', 'docx')).toHaveLength(155);
  });

  it('caps a name at 150 bytes of UTF-8, never cutting a character or an emoji in two', () => {
    const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
    const emoji = entryName('😀'.repeat(75), 'Letter', 'docx');
    expect(bytes(emoji)).toBeLessThanOrEqual(155);
    expect(emoji).toBe(`${'😀'.repeat(37)}.docx`);
    const family = entryName('👨‍👩‍👧'.repeat(20), 'Letter', 'docx');
    expect(bytes(family)).toBeLessThanOrEqual(155);
    expect(family).toBe(`${'👨‍👩‍👧'.repeat(8)}.docx`);
    const accented = entryName('é'.repeat(200), 'Letter', 'pdf');
    expect(accented).toBe(`${'é'.repeat(75)}.pdf`);
    // With the longest suffix that makes it unique, an entry stays far within ext4's 255 bytes.
    const names = new UniqueNames();
    let last = '';
    for (let n = 0; n < 12; n += 1) last = names.take(emoji);
    expect(bytes(last)).toBeLessThan(255);
  });

  it('makes names unique in item order, ignoring case', () => {
    const names = new UniqueNames();
    expect(['A.docx', 'a.docx', 'A.docx', 'A (2).docx'].map((name) => names.take(name))).toEqual(['A.docx', 'a (2).docx', 'A (3).docx', 'A (2) (2).docx']);
  });
});

describe('errors.csv', () => {
  it('writes one line per problem, items in order, formulas as text', () => {
    const csv = new TextDecoder().decode(
      errorsCsv([
        { item: 9, code: 'data_invalid', errors: [{ path: 'fee', message: 'must be a number, not "x,y"' }] },
        { item: 2, code: 'cell_invalid', errors: [{ path: 'name', message: '=HYPERLINK("evil")' }] },
      ]),
    );
    expect(csv).toBe('item,code,path,message\r\n2,cell_invalid,name,"\'=HYPERLINK(""evil"")"\r\n9,data_invalid,fee,"must be a number, not ""x,y"""\r\n');
  });
});

describe('a chunk\'s part', () => {
  it('reads back every record written, however the bytes are cut', async () => {
    const records = [
      { name: 'Ünïcode letter.docx', bytes: Uint8Array.from([1, 2, 3]) },
      { name: 'empty.docx', bytes: new Uint8Array(0) },
      { name: 'big.docx', bytes: Uint8Array.from({ length: 100_000 }, (_, i) => i & 0xff) },
    ];
    const whole = Buffer.concat(records.flatMap(encodeRecord));
    async function* pieces(size: number): AsyncGenerator<Uint8Array> {
      for (let start = 0; start < whole.length; start += size) yield whole.subarray(start, start + size);
    }
    for (const size of [1, 7, 4096, whole.length]) {
      const read: Array<{ name: string; bytes: number[] }> = [];
      for await (const record of decodeRecords(pieces(size))) read.push({ name: record.name, bytes: [...record.bytes].slice(0, 5) });
      expect(read).toEqual(records.map((record) => ({ name: record.name, bytes: [...record.bytes].slice(0, 5) })));
    }
  });

  it('refuses a part cut inside a record', async () => {
    const whole = Buffer.concat(encodeRecord({ name: 'a.docx', bytes: Uint8Array.from([1, 2, 3]) }));
    async function* cut(): AsyncGenerator<Uint8Array> {
      yield whole.subarray(0, whole.length - 1);
    }
    await expect((async () => {
      for await (const _ of decodeRecords(cut())) void _;
    })()).rejects.toThrow('ends inside a record');
  });
});
