import { leaseOutputBuffers, OutputBuffer } from './output-buffer';

describe('OutputBuffer', () => {
  describe('when more is written than it holds', () => {
    it('grows and keeps everything in order, text as UTF-8', () => {
      const buffer = new OutputBuffer(1);
      const big = Buffer.from('x'.repeat(10_000));
      buffer.appendText('é<');
      buffer.appendBytes(big);
      buffer.appendText('→');
      expect(buffer.view().toString('utf8')).toBe(`é<${'x'.repeat(10_000)}→`);
      expect(buffer.length).toBe(3 + 10_000 + 3);
    });
  });
});

describe('OutputBuffer changes in place', () => {
  describe('when a range is replaced by longer or shorter text', () => {
    it('moves what follows, growing when it must', () => {
      const buffer = new OutputBuffer(1);
      buffer.appendText('<a>12</a><b/>');
      buffer.splice(3, 5, 'é'.repeat(3000));
      expect(buffer.view().toString('utf8')).toBe(`<a>${'é'.repeat(3000)}</a><b/>`);
      buffer.splice(3, 3 + 6000, '');
      expect(buffer.view().toString('utf8')).toBe('<a></a><b/>');
    });
  });

  describe('when asked whether what was written from an offset is blank', () => {
    it('answers true for white space or nothing, false otherwise', () => {
      const buffer = new OutputBuffer(16);
      buffer.appendText('<w:tbl>');
      expect(buffer.isBlankFrom(7)).toBe(true);
      buffer.appendText(' \r\n\t');
      expect(buffer.isBlankFrom(7)).toBe(true);
      buffer.appendText('<w:tr/>');
      expect(buffer.isBlankFrom(7)).toBe(false);
      buffer.truncate(7);
      expect(buffer.view().toString()).toBe('<w:tbl>');
    });
  });
});

describe('leaseOutputBuffers', () => {
  describe('when a render is already holding the buffers', () => {
    it('gives fresh buffers, so the running render keeps its output', () => {
      const outer = leaseOutputBuffers();
      const first = outer.next();
      first.appendText('outer');
      const inner = leaseOutputBuffers();
      inner.next().appendText('inner');
      inner.release();
      expect(first.view().toString()).toBe('outer');
      outer.release();
    });
  });

  describe('when the previous render is done', () => {
    it('reuses its buffers, emptied', () => {
      const first = leaseOutputBuffers();
      const buffer = first.next();
      buffer.appendText('old');
      first.release();
      const second = leaseOutputBuffers();
      const again = second.next();
      second.release();
      expect(again).toBe(buffer);
      expect(again.length).toBe(0);
    });
  });
});

describe('leaseOutputBuffers after a very large render', () => {
  describe('when a buffer grew beyond what is worth keeping', () => {
    it('lets it go', () => {
      const lease = leaseOutputBuffers();
      const buffer = lease.next();
      buffer.appendBytes(new Uint8Array(40 * 1024 * 1024));
      lease.release();
      const next = leaseOutputBuffers();
      const fresh = next.next();
      next.release();
      expect(fresh).not.toBe(buffer);
      expect(fresh.capacity).toBeLessThan(1024 * 1024);
    });
  });
});
