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

/** Characters no XML name holds (among those a broken tag brings into one), and those it cannot start with. */
const NOT_IN_NAMES = new Set([...'<>"\'=&!?/;()[]{}'].map((character) => character.charCodeAt(0)));
const NOT_FIRST_IN_NAMES = new Set([...'-.0123456789'].map((character) => character.charCodeAt(0)));

const isXmlName = (name: string): boolean => {
  if (name === '' || NOT_FIRST_IN_NAMES.has(name.charCodeAt(0))) return false;
  for (let index = 0; index < name.length; index++) if (NOT_IN_NAMES.has(name.charCodeAt(index))) return false;
  return true;
};

const isAttributeNameEnd = (code: number): boolean => isSpace(code) || code === 61 /* = */ || code === 62 /* > */ || code === 47 /* / */ || code === 34 || code === 39 || code === 60;

/** The names of a start tag's attributes seen so far, to find one given twice (a set only when a tag holds many). */
class AttributeNames {
  private readonly names: string[] = [];
  private set: Set<string> | undefined;
  /** False when the name was already there. */
  add(name: string): boolean {
    if (this.set !== undefined) return this.set.size !== this.set.add(name).size;
    if (this.names.includes(name)) return false;
    this.names.push(name);
    if (this.names.length > 16) this.set = new Set(this.names);
    return true;
  }
}

/**
 * The offset just after the `>` ending a start tag whose name ends at `from`, checking the
 * attributes on the way (`name="value"` or `name='value'`, separated by white space, each name
 * once, no `<` in a value); or the problem found.
 */
export const checkedTagEnd = (xml: string, from: number, element: string): number | StructureProblem => {
  let attributes: AttributeNames | undefined;
  let index = from;
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
    const name = xml.slice(nameStart, index);
    while (index < xml.length && isSpace(xml.charCodeAt(index))) index++;
    if (xml.charCodeAt(index) !== 61) return malformed(nameStart, `the attribute ${name} of <${element}> has no value`);
    index++;
    while (index < xml.length && isSpace(xml.charCodeAt(index))) index++;
    const quote = xml.charCodeAt(index);
    if (quote !== 34 && quote !== 39) return malformed(nameStart, `the value of the attribute ${name} of <${element}> is not in quotes`);
    for (index++; index < xml.length && xml.charCodeAt(index) !== quote; index++) {
      if (xml.charCodeAt(index) === 60) return malformed(index, `the value of the attribute ${name} of <${element}> holds a "<"`);
    }
    if (index >= xml.length) return malformed(nameStart, `the value of the attribute ${name} of <${element}> never ends`);
    index++;
    attributes ??= new AttributeNames();
    if (!attributes.add(name)) return malformed(nameStart, `the attribute ${name} is given twice on <${element}>`);
  }
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
