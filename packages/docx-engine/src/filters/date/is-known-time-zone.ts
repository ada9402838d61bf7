import { boundedCache } from '../bounded-cache';

const known = boundedCache<boolean>(256);

/** Whether Intl knows the IANA zone (`Europe/Paris`, `UTC`). */
export const isKnownTimeZone = (timeZone: string): boolean => known(timeZone, () => check(timeZone));

const check = (timeZone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};
