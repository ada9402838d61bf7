import { malformed, structureProblem, type StructureProblem } from './structure-problem';

/** What a checked scan holds to besides well-formedness. */
export interface XmlCheckLimits {
  /** Most elements open at once (the root counts as 1). */
  readonly maxDepth: number;
}

const isSpace = (code: number): boolean => code === 32 || code === 9 || code === 10 || code === 13;

/** The offset of the first character in [from, to) that is not white space, or -1. */
export const firstNonSpace = (xml: string, from: number, to: number): number => {
  for (let index = from; index < to; index++) if (!isSpace(xml.charCodeAt(index))) return index;
  return -1;
};

/** Characters no XML name holds (among those a broken tag brings into one): 1; those it cannot start with: 2 (a table by character code, for speed). */
const NAME_CHARACTERS = new Uint8Array(128);
for (const character of '<>"\'=&!?/;()[]{}') NAME_CHARACTERS[character.charCodeAt(0)] = 1;
for (const character of '-.0123456789') NAME_CHARACTERS[character.charCodeAt(0)] = 2;

const isXmlName = (name: string): boolean => {
  if (name === '' || NAME_CHARACTERS[name.charCodeAt(0)] === 2) return false;
  for (let index = 0; index < name.length; index++) {
    const code = name.charCodeAt(index);
    if (code < 128 && NAME_CHARACTERS[code] === 1) return false;
  }
  return true;
};

const isAttributeNameEnd = (code: number): boolean => isSpace(code) || code === 61 /* = */ || code === 62 /* > */ || code === 47 /* / */ || code === 34 || code === 39 || code === 60;

/** Where the first attribute names of the start tag being checked are (offsets into its XML): one scan at a time, so no allocation a tag. */
const FEW_ATTRIBUTES = 16;
const nameStarts: number[] = new Array<number>(FEW_ATTRIBUTES).fill(0);
const nameEnds: number[] = new Array<number>(FEW_ATTRIBUTES).fill(0);

/** Whether xml[start, end) names an attribute already seen among the first `count` of the tag. */
const seenBefore = (xml: string, start: number, end: number, count: number): boolean => {
  const length = end - start;
  for (let other = 0; other < count; other++) {
    const otherStart = nameStarts[other] ?? 0;
    if ((nameEnds[other] ?? 0) - otherStart !== length) continue;
    let at = 0;
    while (at < length && xml.charCodeAt(start + at) === xml.charCodeAt(otherStart + at)) at++;
    if (at === length) return true;
  }
  return false;
};

/**
 * The offset just after the `>` ending a start tag whose name ends at `from`, checking the
 * attributes on the way (`name="value"` or `name='value'`, separated by white space, each name
 * once, no `<` in a value); or the problem found.
 */
export const checkedTagEnd = (xml: string, from: number, element: string): number | StructureProblem => {
  let count = 0;
  /** The names as a set, once a tag holds more than a few (a hostile tag may hold thousands). */
  let many: Set<string> | undefined;
  let index = from;
  /** The first "<" after the tag's start, found once a tag rather than looked for in every value. */
  let nextLess = -2;
  for (;;) {
    const spaceStart = index;
    while (index < xml.length && isSpace(xml.charCodeAt(index))) index++;
    if (index >= xml.length) return malformed(from, `the start tag <${element}> never ends`);
    const code = xml.charCodeAt(index);
    if (code === 62) return index + 1;
    if (code === 47) return xml.charCodeAt(index + 1) === 62 ? index + 2 : malformed(index, `a "/" inside the start tag <${element}>`);
    if (index === spaceStart) return malformed(index, `the attributes of <${element}> are not separated by white space`);
    const nameStart = index;
    while (index < xml.length && !isAttributeNameEnd(xml.charCodeAt(index))) index++;
    if (index === nameStart) return malformed(index, `an attribute of <${element}> has no name`);
    const nameEnd = index;
    while (index < xml.length && isSpace(xml.charCodeAt(index))) index++;
    if (xml.charCodeAt(index) !== 61) return attributeProblem(xml, nameStart, nameEnd, nameStart, element, 'has no value');
    index++;
    while (index < xml.length && isSpace(xml.charCodeAt(index))) index++;
    const quote = xml.charCodeAt(index);
    if (quote !== 34 && quote !== 39) return attributeProblem(xml, nameStart, nameEnd, nameStart, element, 'is not in quotes');
    const valueEnd = xml.indexOf(quote === 34 ? '"' : "'", index + 1);
    if (nextLess !== -1 && nextLess < index) nextLess = xml.indexOf('<', index);
    if (nextLess !== -1 && (valueEnd === -1 || nextLess < valueEnd)) return attributeProblem(xml, nameStart, nameEnd, nextLess, element, 'holds a "<"');
    if (valueEnd === -1) return attributeProblem(xml, nameStart, nameEnd, nameStart, element, 'never ends');
    index = valueEnd + 1;
    if (count < FEW_ATTRIBUTES) {
      if (seenBefore(xml, nameStart, nameEnd, count)) return attributeProblem(xml, nameStart, nameEnd, nameStart, element, 'given twice');
      nameStarts[count] = nameStart;
      nameEnds[count] = nameEnd;
    } else {
      many ??= new Set(nameStarts.map((start, at) => xml.slice(start, nameEnds[at])));
      if (many.size === many.add(xml.slice(nameStart, nameEnd)).size) return attributeProblem(xml, nameStart, nameEnd, nameStart, element, 'given twice');
    }
    count++;
  }
};

/** What is wrong with the attribute xml[nameStart, nameEnd) of a start tag, found at `at`. */
const attributeProblem = (xml: string, nameStart: number, nameEnd: number, at: number, element: string, what: 'has no value' | 'is not in quotes' | 'holds a "<"' | 'never ends' | 'given twice'): StructureProblem => {
  const name = xml.slice(nameStart, nameEnd);
  if (what === 'has no value') return malformed(at, `the attribute ${name} of <${element}> has no value`);
  if (what === 'given twice') return malformed(at, `the attribute ${name} is given twice on <${element}>`);
  return malformed(at, `the value of the attribute ${name} of <${element}> ${what}`);
};

/**
 * The open elements of a checked scan: end tags must close the innermost one, depth stays within
 * the limit, and once the root is closed only white space, comments and processing instructions
 * may follow.
 */
export class XmlCheck {
  private readonly names: string[] = [];
  private readonly starts: number[] = [];
  private rootSeen = false;

  constructor(private readonly limits: XmlCheckLimits) {}

  get depth(): number {
    return this.names.length;
  }

  open(name: string, start: number, selfClosing: boolean): StructureProblem | undefined {
    if (!isXmlName(name)) return malformed(start, name === '' ? 'a "<" is not followed by an element name' : 'a "<" is not followed by a valid element name');
    if (this.names.length === 0 && this.rootSeen) return malformed(start, `a second root element <${name}> after the first one ended`);
    this.rootSeen = true;
    if (selfClosing) return undefined;
    if (this.names.length >= this.limits.maxDepth) {
      return structureProblem('too_deeply_nested_xml', start, `nests elements more than ${this.limits.maxDepth} deep, the limit`);
    }
    this.names.push(name);
    this.starts.push(start);
    return undefined;
  }

  close(name: string, start: number): StructureProblem | undefined {
    const open = this.names.pop();
    this.starts.pop();
    if (open === undefined) return malformed(start, `the end tag </${name}> closes no open element`);
    return open === name ? undefined : malformed(start, `the end tag </${name}> closes <${open}>`);
  }

  /** Text outside the root (between `from` and `to`, at depth 0) may only be white space. */
  outside(xml: string, from: number, to: number): StructureProblem | undefined {
    if (this.names.length > 0) return undefined;
    const at = firstNonSpace(xml, from, to);
    return at === -1 ? undefined : malformed(at, this.rootSeen ? 'text after the root element' : 'text before the root element');
  }

  end(length: number): StructureProblem | undefined {
    const depth = this.names.length;
    if (depth > 0) return malformed(this.starts[depth - 1] ?? length, `<${this.names[depth - 1] ?? ''}> is never closed`);
    return this.rootSeen ? undefined : malformed(0, 'there is no root element');
  }
}
