import { useEffect, useRef, useState } from 'preact/hooks';

/** At most this many pages are drawn (the download has them all). */
const MAX_PAGES = 20;
const WORKER = '/console/pdf.worker.min.mjs';

type PdfJs = typeof import('pdfjs-dist');
let pdfjs: Promise<PdfJs> | undefined;
/** pdf.js, loaded when a preview is first shown (its own chunk), with its worker served by this server. */
const loadPdfJs = (): Promise<PdfJs> => {
  pdfjs ??= import('pdfjs-dist').then((module) => {
    module.GlobalWorkerOptions.workerSrc = WORKER;
    return module;
  });
  return pdfjs;
};

/** The pages of a PDF drawn on canvases in the page (pdf.js; no plug-in, no viewer of the browser's). */
export const PdfPreview = ({ bytes, title }: { readonly bytes: Uint8Array; readonly title: string }) => {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ drawn: number; total: number; failed?: string }>({ drawn: 0, total: 0 });
  useEffect(() => {
    let cancelled = false;
    const target = container.current;
    if (target === null) return;
    target.replaceChildren();
    setState({ drawn: 0, total: 0 });
    void (async () => {
      try {
        const { getDocument } = await loadPdfJs();
        // A copy: pdf.js hands the buffer to its worker.
        const document = await getDocument({ data: bytes.slice(), isEvalSupported: false, enableXfa: false, disableFontFace: false }).promise;
        const total = document.numPages;
        for (let number = 1; number <= Math.min(total, MAX_PAGES) && !cancelled; number += 1) {
          const page = await document.getPage(number);
          const viewport = page.getViewport({ scale: 1.25 });
          const canvas = window.document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', `${title}, page ${number} of ${total}`);
          canvas.className = 'pdf-page';
          canvas.dataset['page'] = String(number);
          target.append(canvas);
          await page.render({ canvas, viewport }).promise;
          if (!cancelled) setState({ drawn: number, total });
        }
        await document.destroy();
      } catch (error) {
        if (!cancelled) setState({ drawn: 0, total: 0, failed: error instanceof Error ? error.message : 'the PDF could not be read' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [bytes]);
  return (
    <figure class="pdf-preview">
      <figcaption>
        Preview of {title}
        <span role="status" data-testid="pdf-status">
          {state.failed !== undefined
            ? ` — not shown: ${state.failed}`
            : state.total === 0
              ? ' — drawing…'
              : ` — ${state.drawn} of ${state.total} page${state.total === 1 ? '' : 's'} drawn${state.total > MAX_PAGES ? ` (the first ${MAX_PAGES} are shown)` : ''}`}
        </span>
      </figcaption>
      {/* Scrollable: focusable, so the keyboard can scroll it. */}
      <div ref={container} class="pdf-pages" role="region" aria-label={`Pages of ${title}`} tabIndex={0} />
    </figure>
  );
};
