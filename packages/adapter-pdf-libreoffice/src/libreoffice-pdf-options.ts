/** Settings of the LibreOffice converter; every one has a default. */
export type LibreOfficePdfOptions = {
  /** The soffice executable: a path, or a name looked up on PATH (default `soffice`). */
  readonly sofficePath?: string;
  /** Warm workers, each one soffice process converting one document at a time (default 2). */
  readonly poolSize?: number;
  /** Conversions that may wait for a worker; beyond it `convert` answers PdfBusy (default 16). */
  readonly maxQueue?: number;
  /** Time limit of one conversion, from the moment a worker starts it (default 30 s). */
  readonly timeoutMs?: number;
  /** Conversions after which a worker is replaced by a fresh one (default 500). */
  readonly conversionsPerWorker?: number;
  /** Time a worker may take to start, fresh profile included (default 60 s). */
  readonly startTimeoutMs?: number;
  /** Where the converter makes its private working directory (default: the system's temporary directory). */
  readonly tempDir?: string;
};

export const defaultLibreOfficePdfOptions = {
  sofficePath: 'soffice',
  poolSize: 2,
  maxQueue: 16,
  timeoutMs: 30_000,
  conversionsPerWorker: 500,
  startTimeoutMs: 60_000,
} as const;
