// The external editor invite (part B §5 "External editor invite"): empty for a new person (the server e-mails them the
// registration link), or prefilled from the editor picked in the search (name, e-mail, the skills searched for, the
// Custom dates when given); the dates as MM-DD-YYYY, the start not before today
// nor after the completion; budget, notes and skills optional. The same zod schema as userInvite on the server.
import { useState } from 'react';
import { Button, Group, MultiSelect, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconCalendar, IconSend } from '@tabler/icons-react';
import { EDITOR_SKILLS, editorInviteFormSchema } from '@vms/shared';
import { PmEditorInviteDocument } from '../../../gql/graphql';
import { toastApiError, toastSuccess } from '../../../ui/toast';

export interface EditorInvitePrefill {
  firstName: string;
  email: string;
  requiredSkills: string[];
  projectStartDate?: string;
  projectCompleteDate?: string;
}

type Values = {
  firstName: string;
  email: string;
  projectStartDate: string;
  projectCompleteDate: string;
  projectEditorBudget: number | '';
  projectNotes: string;
  requiredSkills: string[];
};

export function EditorInviteForm({
  projectId,
  prefill,
  onInvited,
}: {
  projectId: number | string;
  prefill: EditorInvitePrefill;
  onInvited?: () => void;
}) {
  const [values, setValues] = useState<Values>({
    firstName: prefill.firstName,
    email: prefill.email,
    projectStartDate: prefill.projectStartDate ?? '',
    projectCompleteDate: prefill.projectCompleteDate ?? '',
    projectEditorBudget: '',
    projectNotes: '',
    requiredSkills: prefill.requiredSkills.filter((s) => (EDITOR_SKILLS as readonly string[]).includes(s)),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [invite, { loading }] = useMutation(PmEditorInviteDocument, { refetchQueries: ['PmProjectDetails'] });
  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    // the two dates are checked against each other, so a change to either clears both
    const dates: Record<string, string> =
      name === 'projectStartDate' || name === 'projectCompleteDate' ? { projectStartDate: '', projectCompleteDate: '' } : {};
    setErrors((e) => ({ ...e, [name]: '', ...dates }));
  };
  const text = (name: 'firstName' | 'email' | 'projectStartDate' | 'projectCompleteDate') => ({
    value: values[name],
    error: errors[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(name, e.currentTarget.value),
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = editorInviteFormSchema(new Date()).safeParse({
      ...values,
      projectEditorBudget: values.projectEditorBudget === '' ? null : values.projectEditorBudget,
      projectNotes: values.projectNotes || null,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const i of parsed.error.issues) next[String(i.path[0])] ??= i.message;
      return setErrors(next);
    }
    setErrors({});
    try {
      const r = await invite({
        variables: {
          projectId: String(projectId),
          ...parsed.data,
          projectEditorBudget: parsed.data.projectEditorBudget ?? null,
          projectNotes: parsed.data.projectNotes ?? null,
          requiredSkills: parsed.data.requiredSkills ?? null,
        },
      });
      if (r.data) toastSuccess(r.data.userInvite.message);
      onInvited?.();
    } catch (err) {
      toastApiError(err);
    }
  }

  const calendar = <IconCalendar size={16} aria-hidden />;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Invite editor">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" {...text('firstName')} />
          <TextInput label="Email" type="email" {...text('email')} />
          <TextInput
            label="Project start date"
            placeholder="MM-DD-YYYY"
            leftSection={calendar}
            inputMode="numeric"
            {...text('projectStartDate')}
          />
          <TextInput
            label="Project complete date"
            placeholder="MM-DD-YYYY"
            leftSection={calendar}
            inputMode="numeric"
            {...text('projectCompleteDate')}
          />
          <NumberInput
            label="Budget"
            prefix="$"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            value={values.projectEditorBudget}
            onChange={(v) => set('projectEditorBudget', typeof v === 'number' ? v : v === '' ? '' : Number(v))}
            error={errors.projectEditorBudget}
          />
          <MultiSelect
            label="Required skills"
            data={[...EDITOR_SKILLS]}
            value={values.requiredSkills}
            onChange={(v) => set('requiredSkills', v)}
            error={errors.requiredSkills}
            clearable
          />
        </SimpleGrid>
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxRows={6}
          value={values.projectNotes}
          onChange={(e) => set('projectNotes', e.currentTarget.value)}
          error={errors.projectNotes}
        />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={loading}>
            Invite editor
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
