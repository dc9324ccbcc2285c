import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSubscription } from '@apollo/client/react';
import { IconDownload } from '@tabler/icons-react';
import { BRONZE_COUNTDOWN_HOURS, BRONZE_IMAGES_ZIP_PATH, MANAGEMENT_MESSAGES } from '@vms/shared';
import { BronzeImagesDocument, OnBronzeVideoStatusDocument } from '../../../gql/graphql';
import { readAuth } from '../../../lib/auth-storage';
import { toastError } from '../../../ui/toast';
import type { ProjectDetail } from '../../projects/components/ProjectTaskView';

/** hh:mm:ss left of the 24 hours from creation, or 'Over!!' (part A §4). */
export function bronzeTimeLeft(createdAt: string, now: number): string {
  const left = Date.parse(createdAt) + BRONZE_COUNTDOWN_HOURS * 3600_000 - now;
  if (left <= 0) return MANAGEMENT_MESSAGES.timerOver;
  const s = Math.floor(left / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export function BronzeTimer({ createdAt }: { createdAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  const text = bronzeTimeLeft(createdAt, now);
  useEffect(() => {
    if (text === MANAGEMENT_MESSAGES.timerOver) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [text]);
  return (
    <Badge size="lg" variant="light" color={text === MANAGEMENT_MESSAGES.timerOver ? 'gray' : 'grape'} aria-label="Time left to deliver">
      {text}
    </Badge>
  );
}

/** The render status of a Bronze project, refreshed by the bronzeVideoStatus subscription. */
export function BronzeRenderStatus({ detail, onChange }: { detail: ProjectDetail; onChange: () => void }) {
  useSubscription(OnBronzeVideoStatusDocument, { variables: { projectId: detail.id }, onData: () => onChange() });
  if (detail.renderError || detail.status === 'FAILED') {
    return (
      <Alert color="red" variant="light" title={MANAGEMENT_MESSAGES.renderFailed} role="alert">
        {detail.renderError}
      </Alert>
    );
  }
  return null;
}

async function downloadZip(projectUuid: string, projectName: string) {
  try {
    const res = await fetch(BRONZE_IMAGES_ZIP_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ access_token: readAuth()?.token, project_uuid: projectUuid, project_name: projectName }),
    });
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('zip')) throw new Error('zip');
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = `BronzeImages-${projectName}.zip`;
    a.click();
    URL.revokeObjectURL(url);
  } catch {
    toastError(MANAGEMENT_MESSAGES.zipFailed);
  }
}

/** The customer's Bronze images by chapter, and the zip of them all (part A §6). */
export function BronzeImages({ detail }: { detail: ProjectDetail }) {
  const { data } = useQuery(BronzeImagesDocument, { variables: { uuid: detail.projectUuid } });
  const images = data?.getCustomAssetImages ?? [];
  const chapters = [...new Set(images.map((i) => i.chapter ?? 'Images'))];
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="bronze-images">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="md" id="bronze-images">
            Bronze images
          </Title>
          <Button
            size="xs"
            leftSection={<IconDownload size={14} aria-hidden />}
            disabled={!images.length}
            onClick={() => void downloadZip(detail.projectUuid, detail.projectName)}
          >
            Download images
          </Button>
        </Group>
        {!images.length && <Text c="dimmed">{MANAGEMENT_MESSAGES.noImages}</Text>}
        {chapters.map((chapter) => (
          <Stack gap={6} key={chapter}>
            <Text fz="sm" fw={600}>
              {chapter.replace('_', ' ')}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="xs">
              {images
                .filter((i) => (i.chapter ?? 'Images') === chapter)
                .map((i, k) => (
                  <Image
                    key={i.id}
                    src={i.s3ImageLink}
                    alt={`${chapter.replace('_', ' ')} image ${k + 1}`}
                    radius="sm"
                    h={110}
                    fit="cover"
                  />
                ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
