import { Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { usePhone } from '../../../../ui/use-phone';
import { IconArrowLeft, IconArrowRight, IconDeviceFloppy, IconRefresh, IconSend } from '@tabler/icons-react';
import { ORDER_TABS, PLANS_WITHOUT_INTERIOR_TAB } from '@vms/shared';

export type HeaderAction = 'sync' | 'later' | 'previous' | 'next' | 'step' | 'submit';

/**
 * The tab header (part A §2 "Property detail"): the tab's title and its buttons, which wrap on a narrow screen, then the
 * eight steps. A step opens when it was reached before (in this visit or by the saved order); a plan without the
 * interior video shows that step as skipped. Mantine ticks every step before the open one; the interior contact is
 * optional, so once passed with nothing saved it shows its number and says so instead of a tick.
 */
export function OrderHeader({
  tab,
  assetName,
  plan,
  furthest,
  interiorEntered,
  busy,
  syncing,
  hasPrevious,
  nextLabel,
  onAction,
  onStep,
}: {
  tab: number;
  assetName: string;
  plan: string | null;
  furthest: number;
  /** Whether the order holds an interior video contact (tab 6). */
  interiorEntered: boolean;
  busy: HeaderAction | null;
  syncing: boolean;
  hasPrevious: boolean;
  /** 'Next', 'Continue' (into the summary), or null on the last tab. */
  nextLabel: string | null;
  onAction: (action: HeaderAction) => void;
  onStep: (tab: number) => void;
}) {
  const withoutInterior = PLANS_WITHOUT_INTERIOR_TAB.includes((plan ?? '').toUpperCase());
  const locked = busy !== null;
  // On a phone the eight titles do not fit: the steps show as numbered circles (each still named for screen readers).
  const compact = usePhone();
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz="h2">
            {ORDER_TABS[tab]!.title}
          </Title>
          <Text c="dimmed" fz="sm" lineClamp={1}>
            {assetName}
          </Text>
        </div>
        <Group gap="xs" wrap="wrap">
          {tab === 0 && (
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={syncing}
              disabled={locked}
              onClick={() => onAction('sync')}
            >
              Sync
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={busy === 'later'}
            disabled={locked && busy !== 'later'}
            onClick={() => onAction('later')}
          >
            Save For Later
          </Button>
          {hasPrevious && (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              loading={busy === 'previous'}
              disabled={locked && busy !== 'previous'}
              onClick={() => onAction('previous')}
            >
              Previous
            </Button>
          )}
          {nextLabel ? (
            <Button
              rightSection={<IconArrowRight size={16} />}
              loading={busy === 'next'}
              disabled={locked && busy !== 'next'}
              onClick={() => onAction('next')}
            >
              {nextLabel}
            </Button>
          ) : (
            <Button
              rightSection={<IconSend size={16} />}
              loading={busy === 'submit'}
              disabled={locked && busy !== 'submit'}
              onClick={() => onAction('submit')}
            >
              Submit
            </Button>
          )}
        </Group>
      </Group>
      <Stepper
        active={tab}
        onStepClick={(t) => !locked && onStep(t)}
        size="xs"
        wrap={!compact}
        styles={compact ? { separator: { marginInline: 4 } } : undefined}
        aria-label="Order steps"
      >
        {ORDER_TABS.map((t) => {
          const skipped = withoutInterior && t.id === 6;
          const empty = !skipped && t.id === 6 && t.id < tab && !interiorEntered;
          let description: string | undefined;
          if (skipped) description = 'Not in this plan';
          else if (empty) description = 'Nothing entered';
          return (
            <Stepper.Step
              key={t.slug}
              label={compact ? undefined : t.title}
              description={compact ? undefined : description}
              aria-label={description ? `${t.title} (${description.toLowerCase()})` : t.title}
              completedIcon={
                empty ? (
                  <Text component="span" fz="xs" fw={700} c="dark.6">
                    {t.id + 1}
                  </Text>
                ) : undefined
              }
              color={empty ? 'gray.3' : undefined}
              allowStepSelect={!skipped && t.id !== tab && t.id <= furthest}
              aria-current={t.id === tab ? 'step' : undefined}
            />
          );
        })}
      </Stepper>
    </Stack>
  );
}
