import MarkdownIt from 'markdown-it';
import { htmlParser, readHtml } from './read-html';
import { linkTarget } from './link-target';
import type { RichBuilder } from './rich-builder';
import { BOLD, CODE, ITALIC, STRIKE, type Alignment } from './rich-model';
import type { Parser } from 'htmlparser2';

/**
 * CommonMark with GitHub's tables and strikethrough (markdown-it's default preset); HTML inside
 * the markdown is read as the `html` filter reads it, so `<u>`, `<sup>` and `<sub>` work and
 * `<script>` is dropped. No typographic replacements, no bare links turned into links.
 */
type Token = MarkdownIt.Token;

const markdown = new MarkdownIt('default', { html: true, linkify: false, typographer: false });

const CELL_ALIGNMENT = /text-align\s*:\s*(left|center|right)/;

const cellAlignment = (token: Token): Alignment | undefined => CELL_ALIGNMENT.exec(token.attrGet('style') ?? '')?.[1] as Alignment | undefined;

/** Reads a markdown value into the builder: markdown-it's tokens, one flat pass (its nesting is in the tokens). */
export const readMarkdown = (source: string, builder: RichBuilder): void => {
  for (const token of markdown.parse(source, {})) {
    if (builder.tooDeep) return;
    if (token.nesting === 1 && !builder.enter()) return;
    blockToken(token, builder);
    if (token.nesting === -1) builder.leave();
  }
};

const blockToken = (token: Token, builder: RichBuilder): void => {
  switch (token.type) {
    case 'paragraph_open':
      builder.openParagraph(undefined, false);
      return;
    case 'heading_open':
      builder.openHeading(Number(token.tag.slice(1)));
      return;
    case 'paragraph_close':
    case 'heading_close':
      builder.closeParagraph();
      return;
    case 'inline':
      readInline(token.children ?? [], builder);
      return;
    case 'bullet_list_open':
      builder.openList(false, 1);
      return;
    case 'ordered_list_open':
      builder.openList(true, Number(token.attrGet('start') ?? 1));
      return;
    case 'bullet_list_close':
    case 'ordered_list_close':
      builder.closeList();
      return;
    case 'list_item_open':
      builder.openItem();
      return;
    case 'list_item_close':
      builder.closeItem();
      return;
    case 'blockquote_open':
      builder.openQuote();
      return;
    case 'blockquote_close':
      builder.closeQuote();
      return;
    case 'code_block':
    case 'fence':
      builder.openCode();
      builder.text(token.content);
      builder.closeCode();
      return;
    case 'hr':
      builder.rule();
      return;
    case 'html_block':
      readHtml(token.content, builder);
      return;
    case 'table_open':
      builder.openTable();
      return;
    case 'table_close':
      builder.closeTable();
      return;
    case 'tr_open':
      builder.openRow();
      return;
    case 'tr_close':
      builder.closeRow();
      return;
    case 'th_open':
    case 'td_open':
      builder.openCell(token.type === 'th_open', cellAlignment(token));
      return;
    case 'th_close':
    case 'td_close':
      builder.closeCell();
      return;
  }
};

const MARKS: Readonly<Record<string, number>> = { strong_open: BOLD, em_open: ITALIC, s_open: STRIKE };

const readInline = (children: readonly Token[], builder: RichBuilder): void => {
  // HTML tags between the markdown (`<u>`, `</u>`) are fed to one parser for the paragraph, which keeps their nesting.
  let html: Parser | undefined;
  for (const child of children) {
    switch (child.type) {
      case 'text':
        builder.text(child.content);
        break;
      case 'softbreak':
        builder.text(' ');
        break;
      case 'hardbreak':
        builder.lineBreak();
        break;
      case 'strong_open':
      case 'em_open':
      case 's_open':
        builder.pushMarks(MARKS[child.type] ?? 0);
        break;
      case 'strong_close':
      case 'em_close':
      case 's_close':
        builder.popMarks();
        break;
      case 'code_inline':
        builder.pushMarks(CODE);
        builder.text(child.content);
        builder.popMarks();
        break;
      case 'link_open': {
        const target = linkTarget(child.attrGet('href') ?? '');
        if (target === undefined) builder.drop('a link that is not to an http, https or mailto address (its text kept)');
        builder.openLink(target);
        break;
      }
      case 'link_close':
        builder.closeLink();
        break;
      case 'image':
        builder.drop('an image and its address');
        break;
      case 'html_inline':
        html ??= htmlParser(builder);
        html.write(child.content);
        break;
    }
  }
  html?.end();
};
