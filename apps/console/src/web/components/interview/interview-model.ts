import type { Question } from '../../api/interview-types';

export type Data = Record<string, unknown>;
export type Item = Record<string, unknown>;

/** A name as people read it when no alias gives a label: `fee_stages` → "Fee stages". */
export const humanName = (name: string): string => {
  const words = name.replace(/[_.]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim();
  return words === '' ? name : words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
};

/** The label a question is shown with: its alias's label, or its name made readable. */
export const labelOf = (question: Question): string => (question.label === '' || question.label === question.alias ? humanName(question.alias) : question.label);

export const isAnswered = (value: unknown): boolean => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** A picture answer as generation takes it. */
export type PictureAnswer = { readonly base64: string; readonly contentType: string; readonly altText?: string };
export const isPicture = (value: unknown): value is PictureAnswer =>
  typeof value === 'object' && value !== null && typeof (value as { base64?: unknown }).base64 === 'string' && typeof (value as { contentType?: unknown }).contentType === 'string';

/** An answer in a few words: text cut short, yes/no, a picture's description, a list's number of items. */
export const answerText = (question: Question, value: unknown, max = 60): string => {
  if (!isAnswered(value)) return '';
  if (isPicture(value)) return value.altText === undefined || value.altText === '' ? `a picture (${value.contentType})` : `a picture: ${value.altText}`;
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  if (typeof value === 'boolean' || question.type === 'boolean') return value === true ? 'Yes' : 'No';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  const line = text.replace(/\s*\n\s*/g, ', ');
  const shown = question.type === 'currency' && question.format !== undefined ? `${question.format} ${line}` : line;
  return shown.length > max ? `${shown.slice(0, max - 1)}…` : shown;
};

/** One line for an item of a repeating group: its first answered fields, in order. */
export const itemSummary = (fields: ReadonlyArray<Question>, item: Item): string => {
  const parts = fields.flatMap((field) => {
    const text = answerText(field, item[field.alias], 40);
    return text === '' ? [] : [text];
  });
  const line = parts.slice(0, 3).join(' · ');
  return line === '' ? 'not answered yet' : line;
};

/** A part of the interview shown at once: a repeating group alone, or a few questions that belong together. */
export type Section = { readonly number: number; readonly title: string; readonly questions: ReadonlyArray<Question> };

const SECTION_SIZE = 6;

const mentions = (question: Question, aliases: ReadonlySet<string>): boolean => {
  const expression = question.when?.expression;
  if (expression === undefined || expression === null) return false;
  return (expression.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []).some((word) => aliases.has(word.toLowerCase()));
};

const titleOf = (questions: ReadonlyArray<Question>): string => {
  const labels = questions.map(labelOf);
  if (labels.length <= 2) return labels.join(' and ');
  return `${labels[0]}, ${labels[1]} and ${labels.length - 2} more`;
};

/**
 * The interview's sections, over every question (so that they stay put as answers make questions
 * appear and go): each repeating group is one; the others go in order, a few at a time, a
 * question whose condition reads one of the section's answers staying with it.
 */
export const sectionsOf = (questions: ReadonlyArray<Question>): Section[] => {
  const groups: Question[][] = [];
  let current: Question[] = [];
  const close = () => {
    if (current.length > 0) groups.push(current);
    current = [];
  };
  for (const question of questions) {
    if (question.type === 'list') {
      close();
      groups.push([question]);
      continue;
    }
    if (current.length >= SECTION_SIZE && !mentions(question, new Set(current.map((asked) => asked.alias.toLowerCase())))) close();
    current.push(question);
  }
  close();
  return groups.map((group, index) => ({ number: index + 1, title: titleOf(group), questions: group }));
};
