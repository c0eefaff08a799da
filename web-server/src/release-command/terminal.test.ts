import { Readable } from 'node:stream';
import { askOnTerminal } from './terminal';

/** The terminal's questions: on standard error (standard output is the command's answer), and an error when the input ends unanswered. */

const realStdin = process.stdin;
afterEach(() => {
  Object.defineProperty(process, 'stdin', { value: realStdin, configurable: true });
  jest.restoreAllMocks();
});
const input = (text: string) =>
  Object.defineProperty(process, 'stdin', {
    value: Object.assign(Readable.from(text ? [text] : []), { isTTY: false }),
    configurable: true,
  });

test('asks on standard error and returns the line typed', async () => {
  input('123456\n');
  const errors = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const output = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
  await expect(askOnTerminal('Authenticator code: ')).resolves.toBe('123456');
  expect(errors.mock.calls.map(([chunk]) => String(chunk)).join('')).toContain('Authenticator code: ');
  expect(output).not.toHaveBeenCalled();
});

test('an input that ends before an answer is an error, not a question left open', async () => {
  input('');
  jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  await expect(askOnTerminal('Authenticator code: ')).rejects.toThrow('No answer to "Authenticator code:": the standard input ended.');
});
