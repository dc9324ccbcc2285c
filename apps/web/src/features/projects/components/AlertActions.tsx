import { useState } from 'react';
import { Button, Popover, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconBellRinging } from '@tabler/icons-react';
import { MANAGEMENT_MESSAGES } from '@vms/shared';
import { UpdateNotificationStatusDocument } from '../../../gql/graphql';
import { toastApiError, toastSuccess } from '../../../ui/toast';

interface AlertActionsProps {
  alert: { id: string; crexiTaskStatus: string; attentionText: string };
  onDone: () => void;
}

/** The two answers to an attention alert (part A §4): review complete (true) or remind me later (false). */
export function AlertActions({ alert, onDone }: AlertActionsProps) {
  const [opened, setOpened] = useState(false);
  const [act, { loading }] = useMutation(UpdateNotificationStatusDocument);
  const answer = async (actionValue: boolean) => {
    try {
      const r = await act({ variables: { id: alert.id, status: alert.crexiTaskStatus, actionValue } });
      setOpened(false);
      toastSuccess(r.data?.updateNotificationStatus.message ?? MANAGEMENT_MESSAGES.actionDone);
      onDone();
    } catch (error) {
      toastApiError(error);
    }
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="light"
          color="orange"
          leftSection={<IconBellRinging size={14} aria-hidden />}
          onClick={() => setOpened((o) => !o)}
          aria-label={`Act on alert: ${alert.attentionText}`}
        >
          Review
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw={280}>
        <Stack gap="xs">
          <Text fz="sm">{alert.attentionText}</Text>
          <Button size="xs" loading={loading} onClick={() => void answer(true)}>
            {MANAGEMENT_MESSAGES.reviewComplete}
          </Button>
          <Button size="xs" variant="default" disabled={loading} onClick={() => void answer(false)}>
            {MANAGEMENT_MESSAGES.remindLater}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
