import { render, screen } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from '@rcm/shared/routing';
import { Layout } from './layout';

/** The layout around a page, loaded at `url`. */
function at(url: string) {
  window.history.replaceState(null, '', url);
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <Layout>
          <h1>Page</h1>
        </Layout>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

test.each(['/contact', '/staffing'])('%s (public): the footer has the newsletter sign-up and the social links', async (url) => {
  at(url);
  expect(await screen.findByRole('heading', { name: 'Newsletter' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Social media' })).toBeInTheDocument();
});

test.each(['/staff', '/staff/enquiries/7'])('%s: the staff console has the footer without them', async (url) => {
  at(url);
  expect(await screen.findByRole('heading', { name: 'Page' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Newsletter' })).toBeNull();
  expect(screen.queryByRole('list', { name: 'Social media' })).toBeNull();
});
