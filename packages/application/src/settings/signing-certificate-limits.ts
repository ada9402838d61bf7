/** Largest PKCS#12 taken (a certificate, its chain and its key are a few kilobytes). */
export const MAX_PKCS12_BYTES = 64 * 1024;
/** Longest passphrase taken, in characters. */
export const MAX_PASSPHRASE_LENGTH = 1024;
