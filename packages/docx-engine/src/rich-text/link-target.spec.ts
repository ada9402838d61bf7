import { linkTarget } from './link-target';

describe('the target of a link from data', () => {
  it.each(['https://example.com', 'http://example.com/a b?c=1#d', 'HTTPS://EXAMPLE.COM', 'mailto:someone@example.com', '  https://example.com  '])('is %j, a web or mail address', (href) => {
    expect(linkTarget(href)).toBe(href.trim());
  });

  it.each(['javascript:alert(1)', 'java\tscript:alert(1)', ' javascript:alert(1)', 'data:text/html,<b>x</b>', 'file:///etc/passwd', '/relative/path', '#anchor', 'ftp://example.com', 'https://', 'https:// x', '', `https://example.com/${'a'.repeat(2100)}`, 'https://exa\u0000mple.com'])(
    'is nothing for %j',
    (href) => {
      expect(linkTarget(href)).toBeUndefined();
    },
  );
});
