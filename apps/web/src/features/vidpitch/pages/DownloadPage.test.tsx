// The download page while the bought video's cuts are made: the delivery download at once, the preparing state, the
// cuts' buttons once the server reports them (asked again without a reload), and the failure text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../../test/render';
import { DownloadPage } from './DownloadPage';

const UUID = '00000000-0000-4000-8000-000000000004';
const base = { s3Link: '/f/video.mp4?dl', playLink: '/f/video.mp4', unbrandedLink: null, verticalLink: null, squareLink: null };

/** fetch answers these bodies in turn (the last one again), counting the calls. */
function serve(...bodies: object[]) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    calls.push(url);
    const body = bodies[Math.min(calls.length - 1, bodies.length - 1)];
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  });
  return calls;
}
const open = () => renderRoutes([{ path: '/:uuid/video-download', element: <DownloadPage /> }], `/${UUID}/video-download`);

afterEach(() => vi.unstubAllGlobals());

describe('DownloadPage', () => {
  it('offers the delivery file while the cuts are made, then their buttons without a reload', async () => {
    const calls = serve(
      { ...base, cutsStatus: 'inprogress' },
      { ...base, unbrandedLink: '/f/mls.mp4', verticalLink: '/f/9x16.mp4', squareLink: '/f/1x1.mp4', cutsStatus: 'complete' },
    );
    open();
    expect(await screen.findByText('Preparing the social and MLS cuts… The video above can be downloaded meanwhile.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Video' })).toHaveAttribute('href', base.s3Link);
    expect(screen.queryByRole('link', { name: '9:16' })).toBeNull();
    expect(await screen.findByRole('link', { name: '9:16' }, { timeout: 5000 })).toHaveAttribute('href', '/f/9x16.mp4');
    expect(screen.getByRole('link', { name: 'Unbranded (MLS)' })).toHaveAttribute('href', '/f/mls.mp4');
    expect(screen.getByRole('link', { name: '1:1' })).toHaveAttribute('href', '/f/1x1.mp4');
    expect(screen.queryByTestId('cuts-status')).toBeNull();
    expect(calls).toHaveLength(2);
  });

  it('says the cuts failed and keeps the delivery download', async () => {
    const calls = serve({ ...base, cutsStatus: 'failed' });
    open();
    expect(await screen.findByText('The social and MLS cuts could not be made.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Video' })).toHaveAttribute('href', base.s3Link);
    expect(calls).toHaveLength(1);
  });
});
