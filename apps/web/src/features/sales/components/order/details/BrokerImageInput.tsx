import { useState } from 'react';
import { Avatar, FileInput, Group } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { ORDER_MESSAGES, isBoundaryImage } from '@vms/shared';
import { errorMessage } from '../../../../../lib/graphql-errors';
import { useImagePut } from '../../../use-image-put';

export type BrokerImageKind = 'image' | 'logo';

/** The storage key of a default broker's photo or logo (part A §7: default_broker/{uuid}/{image or logo}). */
export const brokerImageKey = (uuid: string, kind: BrokerImageKind) => `default_broker/${uuid}/${kind}`;

/**
 * A jpg, jpeg or png sent straight to the store: the server signs a PUT URL for default_broker/{uuid}, the browser PUTs
 * the bytes with the file's content type, and the form keeps the key. A local preview shows at once.
 */
export function BrokerImageInput({
  uuid,
  kind,
  label,
  preview,
  onUploaded,
}: {
  uuid: string;
  kind: BrokerImageKind;
  label: string;
  preview: string | null;
  onUploaded: (key: string, preview: string) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const put = useImagePut();

  const upload = async (chosen: File | null) => {
    setError(null);
    setFile(chosen);
    if (!chosen) return;
    if (!isBoundaryImage(chosen.name)) {
      setError(ORDER_MESSAGES.invalidImage);
      setFile(null);
      return;
    }
    setUploading(true);
    try {
      await put(`default_broker/${uuid}`, kind, chosen, chosen.type);
      onUploaded(brokerImageKey(uuid, kind), URL.createObjectURL(chosen));
    } catch (err) {
      setError(errorMessage(err));
      setFile(null);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <Avatar src={preview} alt={preview ? `${label} preview` : ''} size="lg" radius={kind === 'logo' ? 'sm' : 'xl'} />
      <FileInput
        size="md"
        label={label}
        placeholder="jpg, jpeg or png"
        accept="image/png,image/jpeg"
        value={file}
        onChange={(f) => void upload(f)}
        error={error}
        disabled={uploading}
        leftSection={<IconUpload size={16} aria-hidden />}
        description={uploading ? 'Uploading…' : undefined}
        clearable
        style={{ flex: 1 }}
      />
    </Group>
  );
}
