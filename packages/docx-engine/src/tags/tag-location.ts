import { excerptAround, type Location } from '../diagnostic';
import type { Paragraph } from '../part-model/part-model';

/** Where character `at` of a paragraph is: the part, the 1-based paragraph number, the text around. */
export const locationOf = (part: string, paragraph: Paragraph, at: number): Location => ({ part, paragraph: paragraph.index + 1, excerpt: excerptAround(paragraph.text, at) });
