import type { Request } from 'express';

export type Encoding = 'br' | 'gzip';

/** Brotli when the client takes it (the smallest), else gzip; undefined: send it as it is. */
export const preferredEncoding = (req: Request): Encoding | undefined =>
  (['br', 'gzip'] as const).find((name) => req.acceptsEncodings(name) === name);
