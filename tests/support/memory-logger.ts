import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Logger } from '../../src/server/log.ts';

/** A real pino logger whose lines a test can read back, parsed. */
export function memoryLogger(): { logger: Logger; lines: Record<string, unknown>[]; text(): string; clear(): void } {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return {
    logger: pino({ level: 'debug' }, sink),
    lines,
    text: () => lines.map((line) => JSON.stringify(line)).join('\n'),
    clear: () => void lines.splice(0),
  };
}
