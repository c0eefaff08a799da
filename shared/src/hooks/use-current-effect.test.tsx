/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { useCurrentEffect } from './use-current-effect';

/** Shows the answer for `id`, which a test gives when it wants. */
function Answer({ id, answers }: { id: string; answers: Map<string, (value: string) => void> }) {
  const [shown, setShown] = useState('loading');
  useCurrentEffect(
    (isCurrent) => {
      void new Promise<string>((resolve) => answers.set(id, resolve)).then((value) => {
        if (isCurrent()) setShown(value);
      });
    },
    [id, answers],
  );
  return <p>{shown}</p>;
}

test("a newer run's answer is shown, and an older one that comes later is dropped", async () => {
  const answers = new Map<string, (value: string) => void>();
  const { container, rerender } = render(<Answer id="a" answers={answers} />);
  rerender(<Answer id="b" answers={answers} />);
  await act(async () => answers.get('b')?.('answer for b'));
  await act(async () => answers.get('a')?.('answer for a'));
  expect(container.textContent).toBe('answer for b');
});

test('an answer that comes after the component has gone is dropped', async () => {
  let resolve: (value: string) => void = () => {};
  const taken: string[] = [];
  function Late() {
    useCurrentEffect((isCurrent) => {
      void new Promise<string>((answer) => (resolve = answer)).then((value) => {
        if (isCurrent()) taken.push(value);
      });
    }, []);
    return null;
  }
  const { unmount } = render(<Late />);
  unmount();
  await act(async () => resolve('late'));
  expect(taken).toEqual([]);
});
