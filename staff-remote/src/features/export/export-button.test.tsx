import { EXPORT_ROW_COUNT_HEADER, getRuntimeConfig, STAFF_REQUEST_HEADER } from '@rcm/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { ExportButton } from './export-button';

const csv = new TextEncoder().encode('\uFEFFid,company\r\n1,Riverside\r\n2,Lakeside\r\n');

beforeEach(() => {
  let sent = false;
  const response = {
    ok: true,
    status: 200,
    headers: new Headers({ [EXPORT_ROW_COUNT_HEADER]: '2', 'content-disposition': 'attachment; filename="enquiries-2026-11-27.csv"' }),
    body: {
      getReader: () => ({ read: async () => (sent ? { done: true, value: undefined } : ((sent = true), { done: false, value: csv })) }),
    },
  };
  globalThis.fetch = jest.fn().mockResolvedValue(response) as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:export');
  URL.revokeObjectURL = jest.fn();
});

// jsdom cannot follow the download link: the click is only recorded.
const clicked: string[] = [];
beforeEach(() => {
  clicked.length = 0;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.download);
  });
});

test("the export is fetched with the session cookie and the console's header (no link a page elsewhere could copy), then saved", async () => {
  render(
    <MemoryRouter>
      <ExportButton what="enquiries" path="exports/enquiries.csv" query={{ q: 'lopez', status: undefined }} />
    </MemoryRouter>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Export enquiries (CSV)' }));
  expect(await screen.findByText('Exported 2 rows.')).toBeInTheDocument();
  const [url, init] = jest.mocked(fetch).mock.calls[0] as [string, RequestInit];
  expect(url).toBe(`${getRuntimeConfig().backendUrl}/staff/exports/enquiries.csv?q=lopez`);
  expect(init).toMatchObject({ credentials: 'include', headers: { [STAFF_REQUEST_HEADER]: '1' } });
  expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  expect(clicked).toEqual(['enquiries-2026-11-27.csv']);
});
