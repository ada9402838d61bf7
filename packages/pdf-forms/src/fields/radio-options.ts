import type { RadioField } from '@libpdf/core';

/**
 * The export values of a radio group, one per button: its /Opt when it gives one per button
 * (buttons' states may then be "0", "1", ...), else the buttons' states themselves.
 */
export const radioOptions = (field: RadioField): string[] => {
  const states = field.getOptions();
  const exported = field.getExportValues();
  return exported.length === states.length ? exported : states;
};
