/**
 * What the floor works out from the data besides filling `{{path}}` placeholders (the rich case):
 * picture parts decoded from a data URI in the data and stored, and sums of a list's field
 * formatted as currency. Kept in the floor's input as an entry of this name, left out of its output.
 */
export const FLOOR_RECIPE = 'floor-recipe.json';

export type FloorRecipe = {
  /** Picture part → the data key of its data URI. */
  readonly pictures: Readonly<Record<string, string>>;
  /** Placeholder name → the list and field it sums, and the currency it is shown in. */
  readonly sums: Readonly<Record<string, { readonly list: string; readonly field: string; readonly currency: string }>>;
};
