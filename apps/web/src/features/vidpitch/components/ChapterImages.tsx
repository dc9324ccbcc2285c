// The pictures of one chapter in the modify flow (part B §4 "Upload", §5 "Image upload"): the chapter's photo (one of
// the listing's, or uploads), the logo (chapter 1, exactly 150x60), the QR code and the property boundary. jpg, jpeg
// and png only; a logo or QR code is one file and replaces the current one after a confirm; an upload that is
// replaced before it was ever rendered is deleted with s3-file-delete (retried).
import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, Card, FileInput, Group, Image, Modal, ScrollArea, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { FILE_MESSAGES, VIDPITCH_MESSAGES, imageFileIssue, logoSizeIssue, type VideoImageKind } from '@vms/shared';
import { GetS3ImagePreSignedUrlDocument, type GetAssetImagesQuery } from '../../../gql/graphql';
import { deleteFile } from '../../../lib/file-rest';
import { toastError, toastSuccess } from '../../../ui/toast';

type Item = { label: string; attributeValue: string; value: string };
type Picture = GetAssetImagesQuery['getAssetImages'][number];

/** The kind of picture a form field holds; the logo is chosen in chapter 1 only (chapter 6 repeats it). */
export function pictureKind(attributeValue: string, chapter: number): VideoImageKind | null {
  if (/^IMAGE_\d+$/.test(attributeValue)) return 'IMAGE';
  if (attributeValue === 'BROKER_COMPANY_LOGO_URL') return chapter === 1 ? 'LOGO' : null;
  if (attributeValue === 'QR_CODE') return 'QR_CODE';
  if (attributeValue === 'PROPERTY_BOUNDARY') return 'PROPERTY_BOUNDARY';
  return null;
}

const SINGLE: VideoImageKind[] = ['LOGO', 'QR_CODE'];
const NAMES: Record<VideoImageKind, string> = {
  IMAGE: 'photo',
  LOGO: 'logo',
  QR_CODE: 'QR code',
  PROPERTY_BOUNDARY: 'property boundary image',
};

/** The picture's pixel size, read in the browser before anything is uploaded. */
function measure(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new window.Image();
    img.onload = () => {
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
      URL.revokeObjectURL(url);
    };
    img.onerror = () => {
      reject(new Error('Unable to load image.'));
      URL.revokeObjectURL(url);
    };
    img.src = url;
  });
}

interface Props {
  uuid: string;
  chapter: number;
  items: Item[];
  pictures: Picture[];
  /** The picture list has loaded (an empty one then says so). */
  picturesLoaded: boolean;
  onChange: (attributeValue: string, value: string) => void;
  /** Reloads the picture list after an upload or a deletion. */
  reload: () => Promise<unknown>;
}

export function ChapterImages({ uuid, chapter, items, pictures, picturesLoaded, onChange, reload }: Props) {
  const slots = items.flatMap((item) => {
    const kind = pictureKind(item.attributeValue, chapter);
    return kind ? [{ item, kind }] : [];
  });
  if (!slots.length) return null;
  return (
    <Stack gap="md">
      {slots.map(({ item, kind }) => (
        <PictureSlot
          key={item.attributeValue}
          uuid={uuid}
          chapter={chapter}
          item={item}
          kind={kind}
          pictures={pictures}
          picturesLoaded={picturesLoaded}
          onChange={onChange}
          reload={reload}
        />
      ))}
    </Stack>
  );
}

function PictureSlot({
  uuid,
  chapter,
  item,
  kind,
  pictures,
  picturesLoaded,
  onChange,
  reload,
}: Omit<Props, 'items'> & { item: Item; kind: VideoImageKind }) {
  const client = useApolloClient();
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmReplace, setConfirmReplace] = useState(false);
  const current = pictures.find((p) => p.s3ImageLink === item.value);
  const choices = kind === 'IMAGE' ? pictures.filter((p) => p.fileType === 'IMAGE') : [];
  const name = NAMES[kind];

  /** An upload no version of the video used is deleted once something else takes its place. */
  const dropIfUnused = (link: string) => {
    const old = pictures.find((p) => p.s3ImageLink === link);
    if (old?.source !== 'upload') return;
    deleteFile(link)
      .then(() => reload())
      .catch(() => toastError(FILE_MESSAGES.deleteError));
  };

  const check = async (): Promise<boolean> => {
    const issue = imageFileIssue(files, kind === 'PROPERTY_BOUNDARY' ? 'IMAGE' : kind);
    if (!issue && kind === 'LOGO') {
      const size = await measure(files[0]!).catch(() => null);
      const sizeIssue = size ? logoSizeIssue(size.width, size.height) : 'Unable to load image.';
      setError(sizeIssue);
      return !sizeIssue;
    }
    setError(issue);
    return !issue;
  };

  const upload = async () => {
    setBusy(true);
    try {
      const links: string[] = [];
      for (const file of files) {
        const signed = await client.query({
          query: GetS3ImagePreSignedUrlDocument,
          variables: { uuid, fileName: file.name, fileType: kind, chapter: `Chapter_${chapter}`, fileSize: file.size },
          fetchPolicy: 'no-cache',
        });
        const one = signed.data!.getS3ImagePreSignedUrl;
        const res = await fetch(one.url, { method: 'PUT', body: file, headers: { 'content-type': one.contentType } });
        if (!res.ok) throw new Error(FILE_MESSAGES.uploadFailed);
        links.push(one.s3ImageLink);
      }
      const previous = item.value;
      onChange(item.attributeValue, links[0]!);
      if (previous && previous !== links[0]) dropIfUnused(previous);
      setFiles([]);
      await reload();
      toastSuccess(FILE_MESSAGES.uploadedAlt);
    } catch (e) {
      setError(e instanceof Error && e.message !== 'Failed to fetch' ? e.message : FILE_MESSAGES.uploadError);
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    if (!(await check())) return;
    // one logo or QR code: a new one replaces the current one, after a confirm
    if (SINGLE.includes(kind) && item.value) setConfirmReplace(true);
    else await upload();
  };

  return (
    <Card withBorder radius="md" p="sm" data-testid={`picture-${item.attributeValue}`}>
      <Text fw={600} fz="sm" mb="xs">
        {item.label}
      </Text>
      <Group align="flex-start" gap="md" wrap="wrap">
        <div style={{ width: kind === 'LOGO' ? 150 : 160, flexShrink: 0 }}>
          {current ? (
            <Image src={current.url} alt={`Current ${name}`} radius="sm" fit="contain" h={kind === 'LOGO' ? 60 : 90} bg="gray.1" />
          ) : (
            <Text fz="xs" c="dimmed">
              {item.value && kind === 'QR_CODE' ? `QR code of ${item.value}` : item.value ? 'Unable to load image.' : `No ${name} yet.`}
            </Text>
          )}
        </div>
        <Stack gap={6} style={{ flex: '1 1 220px', minWidth: 0 }}>
          <FileInput
            aria-label={`Choose ${name}`}
            placeholder={SINGLE.includes(kind) ? `Choose a ${name} (jpg, jpeg, png)` : 'Choose pictures (jpg, jpeg, png)'}
            accept=".jpg,.jpeg,.png"
            multiple
            clearable
            value={files}
            onChange={(f) => {
              setFiles(f);
              setError(null);
            }}
            error={error}
            description={kind === 'LOGO' ? 'Exactly 150 x 60 pixels.' : undefined}
          />
          <Group gap="xs">
            <Button size="xs" variant="light" loading={busy} onClick={() => void start()}>
              Upload {name}
            </Button>
          </Group>
        </Stack>
      </Group>
      {kind === 'IMAGE' && picturesLoaded && !choices.length && (
        <Text c="dimmed" fz="sm" mt="sm">
          {VIDPITCH_MESSAGES.noAssetImages}
        </Text>
      )}
      {choices.length > 0 && (
        <ScrollArea type="auto" mt="sm" offsetScrollbars>
          <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing={6} style={{ minWidth: 0 }}>
            {choices.map((p) => (
              <UnstyledButton
                key={p.s3ImageLink}
                aria-label={`Use this photo for ${item.label}`}
                aria-pressed={p.s3ImageLink === item.value}
                onClick={() => onChange(item.attributeValue, p.s3ImageLink)}
                style={{ borderRadius: 4, outline: p.s3ImageLink === item.value ? '3px solid var(--mantine-color-blue-6)' : undefined }}
              >
                <Image src={p.url} alt="" h={48} radius="sm" fit="cover" />
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </ScrollArea>
      )}
      <Modal opened={confirmReplace} onClose={() => setConfirmReplace(false)} title="Replace the current one?" centered>
        <Text mb="md">
          Only one {name} is allowed. Uploading this one replaces the current {name}.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirmReplace(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              setConfirmReplace(false);
              void upload();
            }}
          >
            Replace {name}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
}
