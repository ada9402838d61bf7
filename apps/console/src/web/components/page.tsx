import type { ComponentChildren } from 'preact';

/**
 * A page of the console: a section named by its heading, after a link back where the page has
 * one. The heading takes the focus when the page opens (tabIndex -1), so that a screen reader
 * starts there.
 */
export const Page = ({ id, title, back, children }: { readonly id: string; readonly title: ComponentChildren; readonly back?: { readonly href: string; readonly label: string }; readonly children: ComponentChildren }) => (
  <section aria-labelledby={`${id}-title`}>
    {back !== undefined && (
      <p>
        <a href={back.href}>← {back.label}</a>
      </p>
    )}
    <h1 id={`${id}-title`} tabIndex={-1}>
      {title}
    </h1>
    {children}
  </section>
);
