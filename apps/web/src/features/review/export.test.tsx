// The Export menu: the server's five formats, each a download of GET /api/review/{assetId}/export with the session as a
// bearer header (never in the address), or a verified guest's token in the query; saved under the server's name.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { REVIEW_EXPORT_FORMATS, REVIEW_EXPORT_LABELS, ROLES } from '@vms/shared';
import { renderUi, storeSession } from '../../test/render';
import { ExportMenu } from './components/ExportMenu';

const saved: string[] = [];
vi.mock('../../lib/save-blob', () => ({ saveBlob: (_b: Blob, name: string) => saved.push(name) }));

const reply = (name: string) =>
  new Response('x', {
    status: 200,
    headers: { 'content-disposition': `attachment; filename="x"; filename*=UTF-8''${encodeURIComponent(name)}` },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  saved.length = 0;
});

describe('the Export menu', () => {
  it('offers every format and downloads the chosen one with the session as a bearer header', async () => {
    const token = storeSession(ROLES.VMS_PM);
    const fetchMock = vi.fn(async () => reply('Maple St-v2-comments.fcpxml'));
    vi.stubGlobal('fetch', fetchMock);
    renderUi(<ExportMenu assetId="a1" guestToken="ignored-when-signed-in" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(REVIEW_EXPORT_FORMATS.map((f) => REVIEW_EXPORT_LABELS[f]));
    fireEvent.click(screen.getByRole('menuitem', { name: REVIEW_EXPORT_LABELS.fcpxml }));
    await waitFor(() => expect(saved).toEqual(['Maple St-v2-comments.fcpxml']));
    expect(fetchMock).toHaveBeenCalledWith('/api/review/a1/export?format=fcpxml', { headers: { authorization: `Bearer ${token}` } });
  });

  it("sends a signed-out guest's token in the query", async () => {
    const fetchMock = vi.fn(async () => reply('Lot 7-v1-comments.html'));
    vi.stubGlobal('fetch', fetchMock);
    renderUi(<ExportMenu assetId="b2" guestToken="g t" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: REVIEW_EXPORT_LABELS.report }));
    await waitFor(() => expect(saved).toEqual(['Lot 7-v1-comments.html']));
    expect(fetchMock).toHaveBeenCalledWith('/api/review/b2/export?format=report&guestToken=g%20t', { headers: {} });
  });

  it("shows the server's refusal", async () => {
    storeSession(ROLES.VMS_QC);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'You are not allowed to do this.' }), { status: 403 })),
    );
    renderUi(<ExportMenu assetId="c3" />);
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: REVIEW_EXPORT_LABELS.csv }));
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
