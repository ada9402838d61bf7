/** Longest link kept: longer addresses are no honest hyperlink (the usual browser limit). */
const MAX_LINK_LENGTH = 2083;

const ACCEPTED = /^(?:https?:\/\/[^\s/?#]|mailto:[^\s])/i;

/**
 * The target of a hyperlink from data, or undefined when it may not be one: only web addresses
 * (`http:`, `https:`) and `mailto:` are linked (no `javascript:`, `file:`, `data:`, relative or
 * local paths). The target is written into the part's relationships as it is: never fetched.
 */
export const linkTarget = (href: string): string | undefined => {
  // Browsers ignore control characters and white space around and inside a scheme: so must we, to refuse "java\tscript:".
  const trimmed = href.replace(/[\u0000-\u0020\u007f]+/g, (spaces, at: number) => (at === 0 || at + spaces.length === href.length ? '' : spaces)).trim();
  if (trimmed.length === 0 || trimmed.length > MAX_LINK_LENGTH || !ACCEPTED.test(trimmed)) return undefined;
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return undefined;
  return trimmed;
};
