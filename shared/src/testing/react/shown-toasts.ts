/// <reference types="jest" />
import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import { createElement, Fragment, type ReactElement } from 'react';
import { ToastContainer } from 'react-toastify';

/**
 * Renders `ui` beside a real toast container (the shell's one, without its timing), for tests of
 * what the visitor sees: how many toasts show and what they say.
 */
export function renderWithToasts(ui: ReactElement): RenderResult {
  return render(createElement(Fragment, null, ui, createElement(ToastContainer, { autoClose: false })));
}

/** The texts of the toasts showing now, oldest first. */
export function shownToasts(): string[] {
  const region = screen.queryByRole('region', { name: /notifications/i });
  if (!region) return [];
  return within(region)
    .queryAllByRole('alert')
    .map((toast) => toast.textContent ?? '');
}

/** The one toast showing says `text` (a form shows one toast at a time). */
export async function expectOnlyToast(text: string): Promise<void> {
  await waitFor(() => expect(shownToasts()).toEqual([text]));
}
