import { Writable } from 'node:stream';

/** A pino destination that keeps every line the server logs, for tests that scan the logs. */
export function capturedLogs(): { stream: Writable; text: () => string; records: <T extends { msg: string }>() => T[] } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  // Each line pino wrote, parsed: one JSON object per line.
  const records = <T extends { msg: string }>() =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as T);
  return { stream, text: () => text, records };
}
