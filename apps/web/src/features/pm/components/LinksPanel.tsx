// The listing-site and drone-airspace links with view/edit forms (part B §2.4, §5 "Links (PM)"): the shared rules,
// the server's message on save. Bronze projects have no drone-airspace link (part B §6).
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconEdit, IconX } from '@tabler/icons-react';
import { PM_MESSAGES, projectLinkValueSchema, type ProjectLinkField } from '@vms/shared';
import { PmUpdateProjectLinkDocument } from '../../../gql/graphql';
import { toastApiError, toastSuccess } from '../../../ui/toast';
import type { Details } from './ProjectHeader';

const LABELS: Record<ProjectLinkField, { title: string; empty: string }> = {
  crexiLink: { title: 'Listing site (Crexi)', empty: 'Crexi link not available' },
  b4uLink: { title: 'Drone airspace (B4UFLY)', empty: PM_MESSAGES.b4uMissing },
};

function LinkRow({ projectId, field, value }: { projectId: number; field: ProjectLinkField; value: string | null }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const [save, { loading }] = useMutation(PmUpdateProjectLinkDocument);
  const label = LABELS[field];

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = projectLinkValueSchema(field).safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    try {
      const r = await save({ variables: { projectId: String(projectId), field, value: parsed.data } });
      toastSuccess(r.data!.updateProjectRelatedLinks.message);
      setEditing(false);
    } catch (err) {
      toastApiError(err);
    }
  }

  return (
    <Stack gap={4} data-testid={`link-${field}`}>
      <Text fz="sm" fw={600}>
        {label.title}
      </Text>
      {editing ? (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="xs">
            <TextInput
              aria-label={label.title}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setError(null);
              }}
              error={error}
              placeholder={field === 'crexiLink' ? 'https://www.crexi.com/properties/…' : 'https://b4ufly.aloft.ai/…'}
              autoFocus
            />
            <Group gap="xs" justify="flex-end">
              <Button
                variant="default"
                leftSection={<IconX size={16} />}
                onClick={() => {
                  setEditing(false);
                  setText(value ?? '');
                  setError(null);
                }}
              >
                Cancel
              </Button>
              <Button type="submit" loading={loading} leftSection={<IconCheck size={16} />}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group gap="xs" wrap="nowrap" justify="space-between">
          {value ? (
            <Anchor href={value} target="_blank" rel="noreferrer" fz="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {value}
            </Anchor>
          ) : (
            <Text fz="sm" c="dimmed">
              {label.empty}
            </Text>
          )}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} />}
            onClick={() => setEditing(true)}
            aria-label={`Edit ${label.title}`}
            style={{ flexShrink: 0 }}
          >
            Edit
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function LinksPanel({ d }: { d: Details }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Links
      </Title>
      <Stack gap="md">
        <LinkRow projectId={d.id} field="crexiLink" value={d.crexiLink} />
        {d.planType !== 'BRONZE' && <LinkRow projectId={d.id} field="b4uLink" value={d.b4uLink} />}
      </Stack>
    </Paper>
  );
}
