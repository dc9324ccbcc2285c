// Tab 4 in jsdom: Leaflet and Konva need a real browser, so the map and the annotation stage are replaced by stand-ins
// with the same props and handles; everything around them (steps, messages, uploads, saves) is the real code.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAPPING_QUESTIONS, ORDER_MESSAGES } from '@vms/shared';
import {
  ImageUploadUrlDocument,
  SaveCallToActionDocument,
  SaveDealMapDocument,
  type MappingTabFieldsFragment,
} from '../../../../gql/graphql';
import { renderUi } from '../../../../test/render';
import type { TabSave } from '../../order-tab';
import { MappingTab } from './MappingTab';

const SQUARE = [
  { lat: 30.27, lng: -97.74 },
  { lat: 30.27, lng: -97.73 },
  { lat: 30.26, lng: -97.73 },
  { lat: 30.26, lng: -97.74 },
];
const CAPTURED = 'data:image/png;base64,Q0FQVFVSRUQ=';
const mapProps = vi.hoisted(() => ({ last: null as null | { initialPolygon: unknown; listing: unknown; address: unknown } }));

vi.mock('./BoundaryMap', async () => {
  const { useImperativeHandle } = await import('react');
  type Props = {
    onPolygonChange: (p: typeof SQUARE | null) => void;
    hidden?: boolean;
    initialPolygon: unknown;
    listing: unknown;
    address: unknown;
    ref?: React.Ref<{ capture(): Promise<string> }>;
  };
  function FakeMap({ onPolygonChange, hidden, ref, ...rest }: Props) {
    mapProps.last = rest;
    useImperativeHandle(ref, () => ({ capture: async () => CAPTURED }), []);
    return (
      <div data-testid="boundary-map" hidden={hidden}>
        <button onClick={() => onPolygonChange(SQUARE)}>Fake draw</button>
      </div>
    );
  }
  return { default: FakeMap, BoundaryMap: FakeMap };
});

vi.mock('./AnnotationEditor', async () => {
  const { useImperativeHandle } = await import('react');
  function FakeEditor({ background, ref }: { background: string; ref?: React.Ref<{ exportPng(): Promise<Blob> }> }) {
    useImperativeHandle(ref, () => ({ exportPng: async () => new Blob(['png'], { type: 'image/png' }) }), []);
    return <img alt="Annotation background" src={background} />;
  }
  return { AnnotationEditor: FakeEditor };
});

const ASSET_ID = '7f1c2a52-2a4e-4a51-9d7a-3f0e5b0c1d11';

function detail(extra: Partial<MappingTabFieldsFragment> = {}): MappingTabFieldsFragment {
  return {
    mapScreenshot: null,
    mapScreenshotKey: null,
    mapGeopoints: null,
    userInstructions: null,
    callToAction: null,
    asset: {
      id: ASSET_ID,
      name: 'Austin Plaza 1',
      latitude: 30.2672,
      longitude: -97.7431,
      locations: [{ address: '100 Main St', city: 'Austin', state: { name: 'Texas' }, zip: '78701' }],
    },
    ...extra,
  };
}

function renderTab(d = detail(), mocks: Parameters<typeof renderUi>[1] = []) {
  const saves: (TabSave | null)[] = [];
  const dirty: boolean[] = [];
  renderUi(<MappingTab assetId={ASSET_ID} detail={d} registerSave={(s) => saves.push(s)} onDirtyChange={(v) => dirty.push(v)} />, mocks);
  return { save: () => saves.filter(Boolean).at(-1)!, dirty };
}

// jsdom has no FontFaceSet; Mantine's autosize textarea listens on it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener() {}, removeEventListener() {} } });
}

beforeEach(() => {
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++n}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('MappingTab: the boundary flow', () => {
  it("says 'Please draw a polygon first.' when moving on (or finalising) without a polygon", async () => {
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Next: Instructions' }));
    expect(await screen.findByText(ORDER_MESSAGES.drawPolygonFirst)).toBeInTheDocument();
    expect(screen.queryByLabelText(MAPPING_QUESTIONS.mapping_question_1)).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Draw');
  });

  it("refuses a .gif with 'Please upload a valid image file.', and a good image before a polygon", async () => {
    renderTab();
    const input = await screen.findByLabelText('Boundary image file');
    fireEvent.change(input, { target: { files: [new File(['gif'], 'site.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText(ORDER_MESSAGES.invalidImage)).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['png'], 'site.png', { type: 'image/png' })] } });
    expect(await screen.findByText(ORDER_MESSAGES.drawPolygonFirst)).toBeInTheDocument();
    expect(screen.queryByText(/Using site\.png/)).not.toBeInTheDocument();
  });

  it('draws, answers, finalizes on the captured map, then uploads the PNG and saves the map', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_750_000_000_000);
    const put = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', put);
    const key = `deal_map/${ASSET_ID}/boundary-1750000000000.png`;
    const { dirty } = renderTab(detail(), [
      {
        request: {
          query: ImageUploadUrlDocument,
          variables: { location: `deal_map/${ASSET_ID}`, fileName: 'boundary-1750000000000.png', contentType: 'image/png' },
        },
        result: { data: { getAwsS3PresignedUrl: '/api/storage/signed-put' } },
      },
      {
        request: {
          query: SaveDealMapDocument,
          variables: {
            assetId: ASSET_ID,
            data: {
              deal_map_screenshot: key,
              deal_map_geopoints: SQUARE,
              deal_map_instructions: {
                mapping_question_1: 'Ask Dana at the gate, 555-0100',
                mapping_question_2: null,
                mapping_question_3: null,
              },
            },
          },
        },
        result: { data: { saveDealMap: { __typename: 'MessageResult', message: ORDER_MESSAGES.dataSaved } } },
      },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Fake draw' }));
    await waitFor(() => expect(dirty.at(-1)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Next: Instructions' }));
    await userEvent.type(await screen.findByLabelText(MAPPING_QUESTIONS.mapping_question_1), 'Ask Dana at the gate, 555-0100');
    await userEvent.click(screen.getByRole('button', { name: 'Finalize' }));
    expect(await screen.findByAltText('Annotation background')).toHaveAttribute('src', CAPTURED);

    // An uploaded image replaces the capture as the background, and can be dropped again.
    fireEvent.change(screen.getByLabelText('Boundary image file'), {
      target: { files: [new File(['jpg'], 'parcel.JPG', { type: 'image/jpeg' })] },
    });
    expect(await screen.findByAltText('Annotation background')).toHaveAttribute('src', 'blob:test/1');
    await userEvent.click(screen.getByRole('button', { name: 'Use the map instead' }));
    expect(await screen.findByAltText('Annotation background')).toHaveAttribute('src', CAPTURED);

    await userEvent.click(screen.getByRole('button', { name: 'Save map' }));
    expect(await screen.findByText(ORDER_MESSAGES.dataSaved)).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(
      '/api/storage/signed-put',
      expect.objectContaining({ method: 'PUT', headers: { 'content-type': 'image/png' } }),
    );
    expect(await screen.findByAltText('Saved boundary map')).toHaveAttribute('src', 'blob:test/2');
    expect(screen.getByRole('button', { name: 'Redraw' })).toBeInTheDocument();
    await waitFor(() => expect(dirty.at(-1)).toBe(false));
  });

  it('shows a saved map again, and Redraw restores its polygon on the map', async () => {
    renderTab(
      detail({
        mapScreenshot: '/api/storage/deal_map/shot.png?sig=1',
        mapGeopoints: SQUARE,
        userInstructions: { mapping_question_1: 'Dana', mapping_question_2: null, mapping_question_3: 'Yes, Monday' },
      }),
    );
    expect(await screen.findByAltText('Saved boundary map')).toHaveAttribute('src', '/api/storage/deal_map/shot.png?sig=1');
    expect(screen.queryByTestId('boundary-map')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Redraw' }));
    await screen.findByTestId('boundary-map');
    expect(mapProps.last).toMatchObject({
      initialPolygon: SQUARE,
      listing: { lat: 30.2672, lng: -97.7431 },
      address: '100 Main St, Austin, Texas 78701',
    });
    // The restored polygon counts: the flow moves on and the saved answers are there.
    await userEvent.click(screen.getByRole('button', { name: 'Next: Instructions' }));
    expect(await screen.findByLabelText(MAPPING_QUESTIONS.mapping_question_3)).toHaveValue('Yes, Monday');
  });
});

describe('MappingTab: the call to action', () => {
  const saveCta = (callToAction: string | null) => ({
    request: { query: SaveCallToActionDocument, variables: { assetId: ASSET_ID, callToAction } },
    result: { data: { addAssetDetails: { __typename: 'MessageResult', message: 'Asset details added successfully' } } },
  });

  it('sends an empty call to action as null, and the save reports success', async () => {
    const { save } = renderTab(detail({ callToAction: { text: 'Call Dana today' } }), [saveCta(null)]);
    const box = await screen.findByLabelText('Call to action');
    await userEvent.clear(box);
    await userEvent.type(box, '   ');
    let ok: boolean | undefined;
    await act(async () => {
      ok = await save()('next');
    });
    expect(ok).toBe(true);
    expect(await screen.findByText('Asset details added successfully')).toBeInTheDocument();
  });

  it('sends the trimmed text, reports unsaved edits, and stays quiet on Save For Later', async () => {
    const { save, dirty } = renderTab(detail(), [saveCta('Tour on Fridays')]);
    const box = await screen.findByLabelText('Call to action');
    expect(box).toHaveAttribute('maxlength', '500');
    await userEvent.type(box, ' Tour on Fridays ');
    await waitFor(() => expect(dirty.at(-1)).toBe(true));
    expect(screen.getByText('483 characters remaining')).toBeInTheDocument();
    let ok: boolean | undefined;
    await act(async () => {
      ok = await save()('later');
    });
    expect(ok).toBe(true);
    await waitFor(() => expect(dirty.at(-1)).toBe(false));
    expect(screen.queryByText('Asset details added successfully')).not.toBeInTheDocument();
  });
});
