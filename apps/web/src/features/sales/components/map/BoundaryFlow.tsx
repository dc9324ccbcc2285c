// Tab 4's boundary flow (part A §2 "Property detail"): draw a polygon, answer the three instructions, then finalize —
// annotate the captured map (or an uploaded boundary image) and save it. A saved map shows again with "Redraw".
import { lazy, Suspense, useRef, useState } from 'react';
import { Button, Group, Image, Loader, Stack, Text, Textarea } from '@mantine/core';
import { MAPPING_QUESTIONS, ORDER_MESSAGES } from '@vms/shared';
import type { MappingTabFieldsFragment } from '../../../../gql/graphql';
import { errorMessage } from '../../../../lib/graphql-errors';
import { toastApiError, toastError, toastSuccess } from '../../../../ui/toast';
import { isPolygon, listingAddress, listingPoint, type GeoPoint } from './boundary-geometry';
import type { AnnotationEditorHandle } from './AnnotationEditor';
import type { BoundaryMapHandle } from './BoundaryMap';
import { BoundaryImageInput } from './BoundaryImageInput';
import { StepIndicator } from './StepIndicator';
import { MAPPING_KEYS, useSaveDealMap, type MappingAnswers } from './use-save-deal-map';

// Leaflet, geoman and Konva load only when the boundary flow is open.
const BoundaryMap = lazy(() => import('./BoundaryMap'));
const AnnotationEditor = lazy(() => import('./AnnotationEditor').then((m) => ({ default: m.AnnotationEditor })));

export const BOUNDARY_STEPS = ['Draw', 'Instructions', 'Finalize'] as const;

const loading = (
  <Group gap="xs" p="md">
    <Loader size="sm" />
    <Text size="sm">Loading the map…</Text>
  </Group>
);

export interface BoundaryFlowProps {
  assetId: string;
  detail: MappingTabFieldsFragment;
  /** Map work not saved yet (a drawn polygon, typed answers, an uploaded image). */
  onDirtyChange: (dirty: boolean) => void;
}

export function BoundaryFlow({ assetId, detail, onDirtyChange }: BoundaryFlowProps) {
  const asset = detail.asset;
  const [savedShot, setSavedShot] = useState<string | null>(detail.mapScreenshot ?? null);
  const [editing, setEditing] = useState(!detail.mapScreenshot);
  const [step, setStep] = useState(0);
  const [polygon, setPolygon] = useState<GeoPoint[] | null>(detail.mapGeopoints?.length ? detail.mapGeopoints : null);
  const [answers, setAnswers] = useState<MappingAnswers>(() => ({
    mapping_question_1: detail.userInstructions?.mapping_question_1 ?? '',
    mapping_question_2: detail.userInstructions?.mapping_question_2 ?? '',
    mapping_question_3: detail.userInstructions?.mapping_question_3 ?? '',
  }));
  const [capture, setCapture] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ url: string; name: string } | null>(null);
  const [busy, setBusy] = useState<'capture' | 'save' | null>(null);
  const mapRef = useRef<BoundaryMapHandle>(null);
  const editorRef = useRef<AnnotationEditorHandle>(null);
  const saveDealMap = useSaveDealMap(assetId);

  const touch = () => onDirtyChange(true);
  const background = uploaded?.url ?? capture;

  const needPolygon = () => {
    if (isPolygon(polygon)) return true;
    toastError(ORDER_MESSAGES.drawPolygonFirst);
    return false;
  };

  /** Leaving the map for a later step captures it: the polygon can only change on the map. */
  const leaveMap = async (target: number) => {
    if (!needPolygon()) return;
    setBusy('capture');
    try {
      if (!mapRef.current) throw new Error('The map is still loading. Please try again.');
      setCapture(await mapRef.current.capture());
      setStep(target);
    } catch (err) {
      toastError(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  const finalize = () => {
    if (!needPolygon()) return;
    setStep(2);
  };

  const pickImage = (file: File) => {
    if (uploaded) URL.revokeObjectURL(uploaded.url);
    setUploaded({ url: URL.createObjectURL(file), name: file.name });
    touch();
  };

  const clearImage = () => {
    if (uploaded) URL.revokeObjectURL(uploaded.url);
    setUploaded(null);
  };

  const saveMap = async () => {
    if (!needPolygon()) return;
    setBusy('save');
    try {
      if (!editorRef.current) throw new Error('The map image is still loading. Please try again.');
      const image = await editorRef.current.exportPng();
      await saveDealMap(image, polygon!, answers);
      toastSuccess(ORDER_MESSAGES.dataSaved);
      if (savedShot?.startsWith('blob:')) URL.revokeObjectURL(savedShot);
      setSavedShot(URL.createObjectURL(image));
      setEditing(false);
      setStep(0);
      onDirtyChange(false);
    } catch (err) {
      toastApiError(err);
    } finally {
      setBusy(null);
    }
  };

  if (!editing && savedShot) {
    return (
      <Stack gap="sm">
        <Image src={savedShot} alt="Saved boundary map" maw={960} radius="sm" />
        <Group>
          <Button variant="default" onClick={() => setEditing(true)}>
            Redraw
          </Button>
        </Group>
      </Stack>
    );
  }

  const imageInput = (
    <BoundaryImageInput hasPolygon={isPolygon(polygon)} fileName={uploaded?.name ?? null} onPick={pickImage} onClear={clearImage} />
  );

  return (
    <Stack gap="sm">
      <StepIndicator steps={BOUNDARY_STEPS} active={step} />
      <Suspense fallback={loading}>
        <BoundaryMap
          ref={mapRef}
          hidden={step !== 0}
          listing={listingPoint(asset.latitude, asset.longitude)}
          address={listingAddress(asset.locations)}
          initialPolygon={polygon}
          onPolygonChange={(points) => {
            setPolygon(points);
            touch();
          }}
        />
      </Suspense>

      {step === 0 && (
        <>
          <Text size="sm" c="gray.7">
            Draw the property's boundary with the polygon tool on the map; drawing a new polygon replaces the old one.
          </Text>
          {imageInput}
          <Group justify="flex-end">
            {savedShot && (
              <Button variant="default" onClick={() => setEditing(false)}>
                Show saved map
              </Button>
            )}
            <Button onClick={() => leaveMap(1)} loading={busy === 'capture'}>
              Next: Instructions
            </Button>
          </Group>
        </>
      )}

      {step === 1 && (
        <>
          {MAPPING_KEYS.map((key) => (
            <Textarea
              key={key}
              label={MAPPING_QUESTIONS[key]}
              value={answers[key]}
              maxLength={1000}
              autosize
              minRows={2}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setAnswers((a) => ({ ...a, [key]: value }));
                touch();
              }}
            />
          ))}
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep(0)}>
              Back to map
            </Button>
            <Button onClick={finalize}>Finalize</Button>
          </Group>
        </>
      )}

      {step === 2 && background && (
        <>
          <Suspense fallback={loading}>
            <AnnotationEditor key={background} ref={editorRef} background={background} />
          </Suspense>
          {imageInput}
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep(1)}>
              Back to instructions
            </Button>
            <Button onClick={saveMap} loading={busy === 'save'}>
              Save map
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
