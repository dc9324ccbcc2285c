import { useEffect, useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { DEAL_NOTES_ROLES, pmNotesFormSchema, type Role } from '@vms/shared';
import { DealDocument, SaveDealNotesDocument } from '../../../gql/graphql';
import { toastApiError, toastSuccess } from '../../../ui/toast';

/**
 * Notes for the PM and for the customer (saveDealNotes). The Save buttons are for sales person, PM and QC; the fields
 * are disabled for admin and QA (part B §6). A PM note needs some text ('Enter a note to save').
 */
export function NotesBox({
  projectId,
  pmNotes,
  customerNotes,
  role,
}: {
  projectId: number;
  pmNotes: string;
  customerNotes: string;
  role: Role | undefined;
}) {
  const canSave = !!role && DEAL_NOTES_ROLES.includes(role);
  const [pm, setPm] = useState(pmNotes);
  const [customer, setCustomer] = useState(customerNotes);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setPm(pmNotes), [pmNotes]);
  useEffect(() => setCustomer(customerNotes), [customerNotes]);
  const [save, { loading }] = useMutation(SaveDealNotesDocument, { refetchQueries: [DealDocument] });

  async function submit(which: 'pm' | 'customer') {
    if (which === 'pm') {
      const parsed = pmNotesFormSchema.safeParse({ pmNotes: pm });
      if (!parsed.success) return setError(parsed.error.issues[0]!.message);
      setError(null);
    }
    try {
      const r = await save({
        variables: {
          projectId: String(projectId),
          pmNotes: which === 'pm' ? pm : null,
          customerNotes: which === 'customer' ? customer : null,
        },
      });
      if (r.data) toastSuccess(r.data.saveDealNotes.message);
    } catch (err) {
      toastApiError(err);
    }
  }

  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Textarea
          label="Notes for the PM"
          rows={4}
          value={pm}
          onChange={(e) => {
            setPm(e.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          disabled={!canSave}
        />
        {canSave && (
          <Group justify="flex-end">
            <Button size="xs" onClick={() => void submit('pm')} loading={loading}>
              Save
            </Button>
          </Group>
        )}
      </Stack>
      <Stack gap={6}>
        <Textarea
          label="Notes for the customer"
          rows={3}
          value={customer}
          onChange={(e) => setCustomer(e.currentTarget.value)}
          disabled={!canSave}
        />
        {canSave && (
          <Group justify="flex-end">
            <Button size="xs" variant="light" onClick={() => void submit('customer')} loading={loading} aria-label="Save customer notes">
              Save
            </Button>
          </Group>
        )}
      </Stack>
    </Stack>
  );
}
