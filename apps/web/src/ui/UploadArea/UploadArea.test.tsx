import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { FILE_MESSAGES } from '@vms/shared';
import { renderUi } from '../../test/render';
import { UploadArea } from './UploadArea';
import type { UploadApi } from './upload-client';

function fakeApi(overrides: Partial<UploadApi> = {}) {
  const calls = {
    signed: [] as number[],
    puts: [] as number[],
    completed: null as null | { ETag: string; PartNumber: number }[],
    aborted: 0,
  };
  const api: UploadApi = {
    start: async () => 'u1',
    sign: async (_p, n) => (calls.signed.push(n), `/put/${n}`),
    putPart: async (url, body, onBytes) => {
      const n = Number(url.split('/').pop());
      calls.puts.push(n);
      onBytes(body.size);
      return `"etag-${n}"`;
    },
    complete: async (path, parts) => ((calls.completed = parts), { Key: path, Location: `/x/${path}` }),
    abort: async () => void calls.aborted++,
    ...overrides,
  };
  return { api, calls };
}

const pick = (files: File[]) => fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });
const file = (name: string, size = 10) => new File([new Uint8Array(size).fill(7)], name, { type: 'application/octet-stream' });

describe('UploadArea', () => {
  it('uploads in parts, retries a part that failed, and ends on Upload Complete', async () => {
    let failedOnce = false;
    const { api, calls } = fakeApi();
    const put = api.putPart;
    api.putPart = async (url, body, onBytes, signal) => {
      if (url.endsWith('/2') && !failedOnce) {
        failedOnce = true;
        throw new Error('network');
      }
      return put(url, body, onBytes, signal);
    };
    const onUploaded = vi.fn();
    renderUi(<UploadArea folderPath="projects/p/Project Data" api={api} partSize={4} onUploaded={onUploaded} />);
    pick([file('cut.mp4', 10)]);
    expect(await screen.findByText(FILE_MESSAGES.uploadComplete, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(calls.signed.filter((n) => n === 2)).toHaveLength(2); // signed again for the retry
    expect(calls.puts.sort()).toEqual([1, 2, 3]);
    expect(calls.completed).toEqual([
      { ETag: '"etag-1"', PartNumber: 1 },
      { ETag: '"etag-2"', PartNumber: 2 },
      { ETag: '"etag-3"', PartNumber: 3 },
    ]);
    expect(onUploaded).toHaveBeenCalledWith({ Key: 'projects/p/Project Data/cut.mp4', Location: '/x/projects/p/Project Data/cut.mp4' });
    expect(screen.getByRole('progressbar', { name: 'cut.mp4 upload progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(await screen.findByText(FILE_MESSAGES.uploaded)).toBeInTheDocument();
  });

  it('cancels an upload and aborts it at once', async () => {
    const { api, calls } = fakeApi({
      putPart: (_url, _body, onBytes, signal) =>
        new Promise((_resolve, reject) => {
          onBytes(2);
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    });
    renderUi(<UploadArea folderPath="projects/p/Project Data" api={api} partSize={4} />);
    pick([file('big.mov', 12)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upload of big.mov' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(calls.aborted).toBe(1);
    expect(calls.completed).toBeNull();
  });

  it('shows the failure toast when a part keeps failing', async () => {
    const { api, calls } = fakeApi({ putPart: async () => Promise.reject(new Error('down')) });
    renderUi(<UploadArea folderPath="projects/p/Project Data" api={api} partSize={100} />);
    pick([file('a.mp4', 10)]);
    expect(await screen.findByText(FILE_MESSAGES.uploadFailed, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(calls.aborted).toBe(1);
  }, 12_000);

  it("applies the spec's single-file and extension rules", async () => {
    const { api, calls } = fakeApi();
    const { unmount } = renderUi(<UploadArea folderPath="projects/p/x" kind="qrCode" api={api} />);
    pick([file('a.png'), file('b.png')]);
    expect(await screen.findByText(FILE_MESSAGES.singleOnly)).toBeInTheDocument();
    pick([file('a.gif')]);
    expect(await screen.findByText('gif file format not allowed.')).toBeInTheDocument();
    unmount();
    renderUi(<UploadArea folderPath="projects/p/x" kind="avatar" api={api} />);
    pick([file('a.png'), file('b.png')]);
    expect(await screen.findByText(FILE_MESSAGES.avatarSingleOnly)).toBeInTheDocument();
    pick([]);
    expect(await screen.findByText(FILE_MESSAGES.chooseOne)).toBeInTheDocument();
    expect(calls.signed).toEqual([]);
  });

  it('asks before a new QR code replaces the current one', async () => {
    const { api, calls } = fakeApi();
    renderUi(<UploadArea folderPath="projects/p/x" kind="qrCode" replaces="QR code" api={api} />);
    pick([file('qr.png')]);
    const dialog = await screen.findByRole('dialog', { name: FILE_MESSAGES.confirmTitle });
    expect(calls.signed).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText(FILE_MESSAGES.uploadComplete)).toBeInTheDocument();
  });
});
