/** Reads a column that holds one of a closed set of values; anything else is damage, and thrown. */
export const readChoice = <A extends string>(choices: ReadonlyArray<A>, value: string, what: string): A => {
  const choice = choices.find((each) => each === value);
  if (choice === undefined) throw new TypeError(`unknown ${what} in the database: ${value}`);
  return choice;
};
