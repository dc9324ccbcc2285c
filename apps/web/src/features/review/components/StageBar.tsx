// The review stages (issue #38 item 5; docs/adr/0024-review-stages.md): the player's and the review screen's compact
// bar (Internal review ✓ → Client review (due Dec 3), the current stage highlighted), its due-day editor for PM and
// admin, and the lists' one-line badge. The stages and the release come from the server (packages/shared/src/review-stages.ts).
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Badge, Box, Button, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendar, IconCircleCheck, IconChevronRight, IconLock, IconLockOpen } from '@tabler/icons-react';
import { isStageDue, REVIEW_STAGE_MESSAGES, utcDayOf } from '@vms/shared';
import { SetReviewStageDueDocument, type ReviewStageFieldsFragment } from '../../../gql/graphql';
import { toastApiError, toastSuccess } from '../../../ui/toast';

/** '2026-12-03' → 'Dec 3' (the day as stored, UTC). */
export const dueLabel = (dueOn: string) =>
  new Date(`${dueOn}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

const overdue = (s: ReviewStageFieldsFragment) => !s.approved && !!s.dueOn && isStageDue(s.dueOn, utcDayOf()) && s.dueOn < utcDayOf();

export function StageBar({
  stages,
  folderId,
  editable,
  releaseBlock,
  onChanged,
}: {
  stages: ReviewStageFieldsFragment[];
  folderId: string;
  /** PM and admin set the due days (the server decides too). */
  editable: boolean;
  /** Why the final file is not released yet; undefined hides the release line. */
  releaseBlock?: string | null;
  onChanged?: () => void;
}) {
  return (
    <Group gap={6} wrap="wrap" align="center" data-testid="review-stages" aria-label="Review stages" role="list">
      {stages.map((s, i) => (
        // the arrow wraps with the stage it leads to, never left dangling at a line's end
        <Group key={s.key} gap={6} wrap="nowrap">
          {i > 0 && <IconChevronRight size={14} color="var(--mantine-color-gray-6)" aria-hidden />}
          <Group
            gap={4}
            wrap="nowrap"
            role="listitem"
            data-stage={s.key}
            data-current={s.current || undefined}
            data-approved={s.approved || undefined}
            aria-current={s.current ? 'step' : undefined}
            px={8}
            py={2}
            style={{
              borderRadius: 999,
              border: `1px solid var(--mantine-color-${s.current ? 'blue-6' : s.approved ? 'teal-3' : 'gray-3'})`,
              background: s.current ? 'var(--mantine-color-blue-0)' : undefined,
            }}
          >
            {s.approved && <IconCircleCheck size={15} color="var(--mantine-color-teal-7)" aria-label="approved" />}
            <Text fz="sm" fw={s.current ? 600 : 400} c={s.current ? 'blue.9' : s.approved ? 'teal.9' : 'gray.7'}>
              {s.label}
            </Text>
            {s.dueOn && (
              <Text fz="xs" c={overdue(s) ? 'red.8' : 'gray.7'} fw={overdue(s) ? 600 : 400}>
                ({overdue(s) ? 'overdue, ' : ''}due {dueLabel(s.dueOn)})
              </Text>
            )}
            {editable && <DueEditor stage={s} folderId={folderId} onChanged={onChanged} />}
          </Group>
        </Group>
      ))}
      {releaseBlock !== undefined && (
        <Group gap={4} wrap="nowrap" ml={4} data-testid="release-state">
          {releaseBlock ? (
            <IconLock size={14} color="var(--mantine-color-gray-7)" aria-hidden />
          ) : (
            <IconLockOpen size={14} color="var(--mantine-color-teal-7)" aria-hidden />
          )}
          <Text fz="xs" c={releaseBlock ? 'gray.7' : 'teal.9'}>
            {releaseBlock ?? REVIEW_STAGE_MESSAGES.allApproved}
          </Text>
        </Group>
      )}
    </Group>
  );
}

/** A stage's due day: a date input in a small popover, Save or Clear. */
function DueEditor({ stage, folderId, onChanged }: { stage: ReviewStageFieldsFragment; folderId: string; onChanged?: () => void }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(stage.dueOn ?? '');
  const [save, { loading }] = useMutation(SetReviewStageDueDocument);
  async function submit(dueAt: string | null) {
    try {
      const r = await save({ variables: { folderId, stage: stage.key, dueAt } });
      toastSuccess(r.data!.setReviewStageDue.message);
      setOpen(false);
      onChanged?.();
    } catch (e) {
      toastApiError(e);
    }
  }
  return (
    <Popover opened={open} onChange={setOpen} position="bottom" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <ActionIcon
          size="sm"
          variant="subtle"
          color="gray"
          aria-label={`Set the due date of ${stage.label}`}
          onClick={() => {
            setValue(stage.dueOn ?? '');
            setOpen((o) => !o);
          }}
        >
          <IconCalendar size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <TextInput type="date" size="sm" label={`${stage.label} due`} value={value} onChange={(e) => setValue(e.currentTarget.value)} />
          <Group gap="xs" justify="flex-end">
            {stage.dueOn && (
              <Button size="xs" variant="default" loading={loading} onClick={() => void submit(null)}>
                Clear
              </Button>
            )}
            <Button size="xs" loading={loading} disabled={!value} onClick={() => void submit(value)}>
              Save
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/** The lists' one-line stage: the current stage (and its due day), or 'Approved' once every stage is. */
export function StageBadge({ stages }: { stages: ReviewStageFieldsFragment[] }) {
  const current = stages.find((s) => s.current);
  if (!stages.length) return null;
  if (!current)
    return (
      <Badge size="sm" color="teal" variant="light" data-testid="stage-badge" leftSection={<IconCircleCheck size={12} />}>
        Approved
      </Badge>
    );
  return (
    <Box component="span" data-testid="stage-badge" data-stage={current.key}>
      <Badge size="sm" color={overdue(current) ? 'red' : 'blue'} variant="light" style={{ textTransform: 'none' }}>
        {current.label}
        {current.dueOn ? ` · ${overdue(current) ? 'overdue, ' : ''}due ${dueLabel(current.dueOn)}` : ''}
      </Badge>
    </Box>
  );
}
