// "Invite pilot" (part B §5 "Pilot invite"; the invitations domain's form, kept here because management and the PM
// portal both mount it and a feature may not import another): name ('Name is required.'), e-mail ('Email id is required.', 'Invalid
// email'; trimmed and lowercased), company optional. Calls userInvite with role vms-pilot; the server e-mails a new
// pilot the signed single-use registration link. Mounted on the management project view; the PM portal mounts it too.
import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconSend } from '@tabler/icons-react';
import { pilotInviteFormSchema, ROLES } from '@vms/shared';
import { UserInviteDocument } from '../../../gql/graphql';
import { toastApiError, toastSuccess } from '../../../ui/toast';

const EMPTY = { firstName: '', email: '', companyName: '' };

/** `prefill` (a suggested pilot picked on the PM's invite page) sets the first values; remount with a new key to change them. */
export function InvitePilotForm({
  projectId,
  onInvited,
  prefill,
}: {
  projectId: string;
  onInvited?: () => void;
  prefill?: Partial<typeof EMPTY>;
}) {
  const [values, setValues] = useState({ ...EMPTY, ...prefill });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [invite, { loading }] = useMutation(UserInviteDocument);
  const field = (name: keyof typeof EMPTY) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors((er) => ({ ...er, [name]: '' }));
    },
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = pilotInviteFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
      return setErrors(next);
    }
    setErrors({});
    try {
      const r = await invite({ variables: { projectId, role: ROLES.VMS_PILOT, ...parsed.data } });
      if (r.data) toastSuccess(r.data.userInvite.message);
      setValues(EMPTY);
      onInvited?.();
    } catch (err) {
      toastApiError(err);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Invite pilot">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput label="Name" {...field('firstName')} />
          <TextInput label="Email" type="email" {...field('email')} />
          <TextInput label="Company" {...field('companyName')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={loading}>
            Invite pilot
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
