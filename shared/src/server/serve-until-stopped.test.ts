import { serveUntilStopped, type ServerProcess } from './serve-until-stopped';

/** A process whose signals the test sends and whose exit code it reads. */
function fakeProcess() {
  const listeners = new Map<string, () => void>();
  const exited: number[] = [];
  const process: ServerProcess = {
    once: (signal, listener) => listeners.set(signal, listener),
    exit: (code) => exited.push(code),
  };
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { process, listeners, exited, settled };
}

test.each([
  ['SIGINT', 'closes', 0],
  ['SIGTERM', 'closes', 0],
  ['SIGINT', 'fails to close', 1],
  ['SIGTERM', 'fails to close', 1],
] as const)('on %s the server is closed, and when it %s the process exits %i', async (signal, closing, code) => {
  const { process, listeners, exited, settled } = fakeProcess();
  const close = jest.fn(() => (closing === 'closes' ? Promise.resolve() : Promise.reject(new Error('still busy'))));
  await serveUntilStopped(process, async () => ({ close }));
  expect([...listeners.keys()].sort()).toEqual(['SIGINT', 'SIGTERM']);
  expect(close).not.toHaveBeenCalled();
  listeners.get(signal)!();
  await settled();
  expect(close).toHaveBeenCalledTimes(1);
  expect(exited).toEqual([code]);
});

test('a start that fails is printed and exits 1, listening for no signal', async () => {
  const { process, listeners, exited } = fakeProcess();
  const printed = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const failure = new Error('DATABASE_URL is not a URL');
  await serveUntilStopped(process, () => Promise.reject(failure));
  expect(printed).toHaveBeenCalledWith(failure);
  expect(exited).toEqual([1]);
  expect(listeners.size).toBe(0);
  printed.mockRestore();
});
