// The editor's render timer (part B §2.2 "A render timer banner shows for editors", §9 "Editor render allowance 3
// minutes (countdown)"): while a version's review copy is being made, the editor sees the time left of the allowance
// from when the version was queued, then 'Video rendering taking longer than expected'. Other viewers see a quiet note.
import { useEffect, useState } from 'react';
import { Alert, Group, Text } from '@mantine/core';
import { EDITOR_RENDER_ALLOWANCE_MINUTES, REVIEW_MESSAGES } from '@vms/shared';

/** mm:ss left of the editor's render allowance from `startedAt`, or null once it has run out. */
export function renderTimeLeft(startedAt: string, now: number): string | null {
  const left = Date.parse(startedAt) + EDITOR_RENDER_ALLOWANCE_MINUTES * 60_000 - now;
  if (!(left > 0)) return null;
  const s = Math.ceil(left / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

export function RenderTimerBanner({ status, startedAt, forEditor }: { status: string; startedAt: string; forEditor: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  const left = renderTimeLeft(startedAt, now);
  const running = forEditor && status === 'inprogress' && left !== null;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  if (status === 'complete') return null;
  if (status === 'failed')
    return (
      <Alert color="red" variant="light" role="alert">
        {REVIEW_MESSAGES.renderFailed}
      </Alert>
    );
  if (!forEditor)
    return (
      <Text c="dimmed" fz="sm" role="status">
        {REVIEW_MESSAGES.renderTimer}
      </Text>
    );
  return (
    <Alert color={left ? 'yellow' : 'orange'} variant="light" role="status" data-testid="render-timer">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fz="sm">{left ? REVIEW_MESSAGES.renderTimer : REVIEW_MESSAGES.renderLate}</Text>
        {left && (
          <Text fz="lg" fw={700} ff="monospace" aria-label={`Time left ${left}`}>
            {left}
          </Text>
        )}
      </Group>
    </Alert>
  );
}
