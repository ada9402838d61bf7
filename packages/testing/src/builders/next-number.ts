/*
 * The one counter behind every builder: each call yields a new number, so ids, names, e-mails and
 * digests never collide, even when tests share a store.
 */
let counter = 0;

export const nextNumber = (): string => {
  counter += 1;
  return String(counter).padStart(6, '0');
};
