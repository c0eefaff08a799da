import { render } from '@testing-library/react';
import { createElement, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** The heading of the login stand-in opened with `search` (the query it was given: the return path). */
export const loginStandInHeading = (search: string) => `Login page${search ? ` ${search}` : ''}`;

/** Where a page sends a visitor who must log in: says so, with the query it was given. */
function LoginStandIn() {
  const { search } = useLocation();
  return createElement('h1', null, loginStandInHeading(search));
}

/**
 * A page as the site's router would show it, opened at `url`: `routes` maps each path to what it
 * shows (the page under test, and stand-ins for where it may send the visitor). `/login` is
 * "Login page" and its query unless `routes` says otherwise. `renderWithToasts(pageAt(…))` adds
 * the toasts.
 */
export function pageAt(url: string, routes: Record<string, ReactNode>): ReactElement {
  const table = { '/login': createElement(LoginStandIn), ...routes };
  return createElement(
    MemoryRouter,
    { initialEntries: [url] },
    createElement(
      Routes,
      null,
      Object.entries(table).map(([path, element]) => createElement(Route, { key: path, path, element })),
    ),
  );
}

/** Renders `pageAt(url, routes)`. */
export function renderPage(url: string, routes: Record<string, ReactNode>) {
  return render(pageAt(url, routes));
}
