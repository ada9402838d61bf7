import type { PdfBusy, PdfConversionFailed, PdfTimeout, PdfUnavailable } from '@quire/ports/documents/pdf-converter';

export const installHint = 'Install LibreOffice (Debian/Ubuntu: apt-get install libreoffice-writer-nogui) or configure the path of soffice.';

export const pdfUnavailable = (message: string): PdfUnavailable => ({ _tag: 'PdfUnavailable', code: 'pdf_unavailable', message });
export const pdfTimeout = (timeoutMs: number): PdfTimeout => ({ _tag: 'PdfTimeout', code: 'pdf_timeout', timeoutMs });
export const conversionFailed = (reason: string): PdfConversionFailed => ({ _tag: 'PdfConversionFailed', code: 'pdf_failed', reason });
export const pdfBusy = (reason: PdfBusy['reason'], retryAfterSeconds: number): PdfBusy => ({ _tag: 'PdfBusy', code: 'pdf_busy', reason, retryAfterSeconds });
