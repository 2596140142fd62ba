import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DownloadDataCard } from '../../web/src/components/account/DownloadDataCard';
import { MyDataExportsDocument, RequestMyDataDocument } from '../../web/src/gql/graphql';
import { renderPage } from './render';

const ID = '6f1c1f9e-6c55-4b8e-9d43-2d2f1f0c9a11';
const exportOf = (state: string, expiresAt: string | null = null) => ({
  __typename: 'DataExport',
  id: ID,
  state,
  requestedAt: '2026-05-10T08:00:00.000Z',
  expiresAt,
});
const listed = (...exports: object[]) => ({ request: { query: MyDataExportsDocument }, result: { data: { myDataExports: exports } } });

function renderCard(mocks: object[]) {
  renderPage(<DownloadDataCard />, { path: '/account', url: '/account', mocks: mocks as never });
  return userEvent.setup();
}

describe('download my data', () => {
  it('prepares the data on request and then says it is being prepared', async () => {
    const user = renderCard([
      listed(),
      { request: { query: RequestMyDataDocument }, result: { data: { requestMyData: exportOf('PREPARING') } } },
      listed(exportOf('PREPARING')),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByText(/being prepared/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prepare my data' })).not.toBeInTheDocument();
  });

  it('shows until when a ready archive can be downloaded, with its link', async () => {
    renderCard([listed(exportOf('READY', '2026-05-17T08:00:00.000Z'))]);
    expect(await screen.findByText(/ready until 17 May 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', `/account/data/archive/${ID}`);
  });

  it('says when the last copy was used or expired, and offers a new one', async () => {
    renderCard([listed(exportOf('EXPIRED', '2026-05-17T08:00:00.000Z'))]);
    expect(await screen.findByText(/expired on 17 May 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare my data' })).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const user = renderCard([
      listed(),
      {
        request: { query: RequestMyDataDocument },
        result: { errors: [{ message: 'Your data is already being prepared.', extensions: { code: 'CONFLICT' } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Prepare my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your data is already being prepared.');
  });
});
