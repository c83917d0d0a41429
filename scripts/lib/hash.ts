import { createHash } from 'node:crypto';

/** Enough of a SHA-256 to tell versions apart, short enough to keep the build record readable. */
export function hashOf(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 20);
}
