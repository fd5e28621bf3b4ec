import { Writable } from 'node:stream';
import { createLogger, type LogLevel } from '../http/logging';

/** The server's pino logger writing into memory; `lines()` parses what it wrote so far. */
export function capturedLogger(level: LogLevel = 'info') {
  let text = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const logger = createLogger({ level, destination });
  return {
    logger,
    text: () => text,
    lines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
