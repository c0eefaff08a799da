import { Writable } from 'node:stream';

/** A pino destination that keeps every line the server logs, for tests that scan the logs. */
export function capturedLogs(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}
