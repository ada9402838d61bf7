import type { DocxRefusal } from '../package/docx-refusal';

/** Why a compare gave no document: one of the files was refused, or the compare passed a limit. */
export type CompareFailure =
  | { readonly code: 'refused'; readonly file: 'original' | 'revised'; readonly refusal: DocxRefusal }
  | { readonly code: 'file_too_large' | 'too_many_blocks' | 'too_slow' | 'output_too_large'; readonly file?: 'original' | 'revised'; readonly message: string };
