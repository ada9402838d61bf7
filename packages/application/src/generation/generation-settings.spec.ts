import { uniqueNames } from './generate-packet';
import { outputFileName } from './generation-settings';

describe('outputFileName', () => {
  it('uses the requested name, else the template name, with the format extension once', () => {
    expect(outputFileName(null, 'Lease', 'docx')).toBe('Lease.docx');
    expect(outputFileName('Final.docx', 'Lease', 'pdf')).toBe('Final.pdf');
    expect(outputFileName(null, 'Lease.docx', 'docx')).toBe('Lease.docx');
  });

  it('never answers a path or control characters', () => {
    expect(outputFileName('../../etc/passwd', 'Lease', 'docx')).toBe('etc passwd.docx');
    expect(outputFileName('a\u0000b\r\nc', 'Lease', 'docx')).toBe('a b c.docx');
    expect(outputFileName('///', '', 'zip')).toBe('document.zip');
  });
});

describe('uniqueNames', () => {
  it('numbers names already taken, ignoring case', () => {
    expect(uniqueNames(['Lease.docx', 'lease.docx', 'Lease.docx', 'Will.docx'])).toEqual(['Lease.docx', 'lease (2).docx', 'Lease (3).docx', 'Will.docx']);
  });
});
