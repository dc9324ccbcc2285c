import { useEffect, useState } from 'react';
import { Select } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { MANAGEMENT_MESSAGES, TASK_STATUSES } from '@vms/shared';
import { SetTaskStatusDocument } from '../../../gql/graphql';
import { toastError, toastSuccess } from '../../../ui/toast';

interface StatusSelectProps {
  portalTaskId: string;
  task: string;
  status: string;
  onChanged?: () => void;
}

/** The task status select (part B §4): on failure it shows the spec's message and goes back to the last status. */
export function StatusSelect({ portalTaskId, task, status, onChanged }: StatusSelectProps) {
  const [value, setValue] = useState(status);
  const [save, { loading }] = useMutation(SetTaskStatusDocument);
  // A live update from someone else moves the select too.
  useEffect(() => setValue(status), [status]);
  const change = async (next: string | null) => {
    if (!next || next === value) return;
    const previous = value;
    setValue(next);
    try {
      const r = await save({ variables: { crexiTaskStatus: next, portalTaskId } });
      toastSuccess(r.data?.updateBronzeProjectTaskStatus.message ?? MANAGEMENT_MESSAGES.statusUpdated);
      onChanged?.();
    } catch {
      setValue(previous);
      toastError(MANAGEMENT_MESSAGES.statusUpdateFailed);
    }
  };
  return (
    <Select
      aria-label={`Status of ${task}`}
      data={TASK_STATUSES as unknown as string[]}
      value={value}
      onChange={(v) => void change(v)}
      disabled={loading}
      allowDeselect={false}
      searchable
      size="xs"
      w={220}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
