import { deflateSync } from 'node:zlib';
import { ONE_PAGE_TREE, rawPage, rawPdf, rawStream } from '@quire/testing/hostile/raw-pdf';
import { DEFAULT_PDF_LIMITS } from './pdf-limits';
import { scanRawPdf } from './raw-scan';

const MIB = 1024 * 1024;
const bomb = deflateSync(Buffer.alloc(100 * MIB), { level: 9 });
const withContent = (content: string | Uint8Array, ...more: (string | Uint8Array)[]) =>
  rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', ONE_PAGE_TREE, rawPage('/Contents 4 0 R'), content, ...more]);
const scan = (bytes: Uint8Array) => scanRawPdf(bytes, DEFAULT_PDF_LIMITS)?.code;

describe('scanRawPdf', () => {
  it('passes a small deflate stream', () => {
    expect(scan(withContent(rawStream('/Filter /FlateDecode', deflateSync(Buffer.from('BT ET')))))).toBeUndefined();
  });

  it('refuses a deflate bomb whatever its dictionary says of its filter', () => {
    expect(scan(withContent(rawStream('/Filter /FlateDecode', bomb)))).toBe('stream_too_large');
    expect(scan(withContent(rawStream('', bomb)))).toBe('stream_too_large');
  });

  it('is not fooled by a fake stream keyword inside the dictionary', () => {
    expect(scan(withContent(rawStream('/Filter /FlateDecode /Note (>> stream\n)', bomb)))).toBe('stream_too_large');
  });

  it('holds a stream it cannot inflate (filters by reference, LZW, ASCII over deflate) to a ratio ceiling', () => {
    const hex = new TextEncoder().encode(Buffer.from(bomb).toString('hex'));
    expect(scan(withContent(rawStream('/Filter [/ASCIIHexDecode /FlateDecode]', hex)))).toBe('stream_too_large');
    expect(scan(withContent(rawStream('/Filter 5 0 R', Buffer.alloc(100_000, 0x41)), '/LZWDecode'))).toBe('stream_too_large');
    expect(scan(withContent(rawStream('/Filter /LZWDecode', Buffer.alloc(100_000, 0x41))))).toBe('stream_too_large');
    expect(scan(withContent(rawStream('/Filter /LZWDecode', Buffer.alloc(1000, 0x41))))).toBeUndefined();
  });

  it('refuses a stream with no end', () => {
    expect(scan(withContent('<< /Length 10 >>\nstream\nBT ET'))).toBe('pdf_damaged');
  });

  it('counts page objects inside object streams', () => {
    const pages = deflateSync(Buffer.from('<< /Type /Page >> '.repeat(1001)));
    expect(scan(withContent(rawStream('/Type /ObjStm /N 1001 /First 0 /Filter /FlateDecode', pages)))).toBe('too_many_pages');
  });
});
