// The notice on every screen that asks for renders or shows their state, when the server has no ffmpeg (/config.js).
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { runtimeConfig } from '../lib/runtime-config';

export function VideoUnavailable({ mb }: { mb?: string }) {
  const message = runtimeConfig().videoUnavailable;
  if (!message) return null;
  return (
    <Alert color="orange" variant="light" mb={mb} icon={<IconAlertTriangle aria-hidden />} role="status" data-testid="video-unavailable">
      {message}
    </Alert>
  );
}
