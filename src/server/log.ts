import { pino, type Logger as PinoLogger } from 'pino';

/**
 * The site server's structured log (pino, one JSON object per line on stderr). Each request gets a
 * child carrying its tenant and correlation id, so its lines can be found beside the gateway's.
 */
export type Logger = Pick<PinoLogger, 'info' | 'warn' | 'error' | 'debug' | 'child' | 'isLevelEnabled'>;

export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'site' } }, pino.destination({ fd: 2, sync: false }));
}

/** A logger that writes nothing: the default in tests that do not look at logs. */
export const SILENT_LOGGER: Logger = pino({ level: 'silent' });
