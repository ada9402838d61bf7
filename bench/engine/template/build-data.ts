import { conditionName, fieldName, REPEAT_LIST } from './build-outline';
import type { DocumentSize } from './document-size';

export type RowData = { readonly description: string; readonly quantity: string; readonly amount: string };

/** The value of a field: distinct per field, with characters that must be escaped in XML. */
export const fieldValue = (index: number): string => `Value ${String(index + 1).padStart(4, '0')} of Smith & Sons <Ltd>`;
export const rowDescription = (row: number): string => `Item R${String(row + 1).padStart(5, '0')} & parts`;

/** The answers: every field, conditions alternately true and false, and the rows of the repeat. */
export const buildData = (size: DocumentSize): Record<string, unknown> => {
  const data: Record<string, unknown> = {};
  for (let index = 0; index < size.distinctFields; index += 1) data[fieldName(index)] = fieldValue(index);
  for (let index = 0; index < size.conditions; index += 1) data[conditionName(index)] = index % 2 === 0;
  const rows: RowData[] = [];
  for (let row = 0; row < size.repeatRows; row += 1) {
    rows.push({ description: rowDescription(row), quantity: String((row % 7) + 1), amount: ((row + 1) * 13.5).toFixed(2) });
  }
  data[REPEAT_LIST] = rows;
  return data;
};
