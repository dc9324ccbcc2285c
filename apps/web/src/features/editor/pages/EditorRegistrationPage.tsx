// /editor-registration/email={email}/name={name}?token=… (part B §5 "Editor registration", §7; DECISIONS.md part B):
// the invite's signed single-use link. Name and e-mail come prefilled; the e-mail is trimmed and lowercased; the
// password needs 6+ characters with a lowercase, an uppercase and a digit. updateProfile(role vms-editor, email,
// {firstName, password}); on success: the server's message as a toast, the session cleared, /login. A used, expired or
// forged link shows the expired-link text.
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Box, Button, Paper, PasswordInput, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { PROFILE_MESSAGES, editorRegistrationFormSchema, type EditorRegistrationForm } from '@vms/shared';
import { EditorCheckInviteLinkDocument, EditorUpdateProfileDocument } from '../../../gql/graphql';
import { clearSession } from '../../../lib/session';
import { runtimeConfig } from '../../../lib/runtime-config';
import { Logo } from '../../../ui/Logo';
import { toastApiError, toastSuccess } from '../../../ui/toast';

/** 'email=a%40b.c' → 'a@b.c'. */
const after = (segment: string | undefined, key: string) => {
  if (!segment?.startsWith(`${key}=`)) return '';
  try {
    return decodeURIComponent(segment.slice(key.length + 1));
  } catch {
    return '';
  }
};

function RegistrationForm({ email, name, token }: { email: string; name: string; token: string }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<EditorRegistrationForm>({ name, email, password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(EditorUpdateProfileDocument);
  const field = (key: keyof EditorRegistrationForm) => ({
    value: values[key],
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const v = e.currentTarget.value;
      setValues((s) => ({ ...s, [key]: v }));
      if (errors[key]) setErrors((er) => ({ ...er, [key]: '' }));
    },
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const r = editorRegistrationFormSchema.safeParse(values);
    if (!r.success) {
      const next: Record<string, string> = {};
      for (const issue of r.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    try {
      const done = await save({ variables: { email: r.data.email, token, input: { firstName: r.data.name, password: r.data.password } } });
      toastSuccess(done.data!.updateProfile.message);
      clearSession();
      void navigate('/login', { replace: true });
    } catch (err) {
      toastApiError(err);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" withAsterisk autoComplete="name" {...field('name')} />
        <TextInput label="Email Address" withAsterisk autoComplete="email" {...field('email')} readOnly />
        <PasswordInput label="Password" withAsterisk autoComplete="new-password" {...field('password')} />
        <PasswordInput label="Confirm Password" withAsterisk autoComplete="new-password" {...field('confirmPassword')} />
        <Button type="submit" loading={loading} mt="xs">
          Register
        </Button>
      </Stack>
    </form>
  );
}

export function EditorRegistrationPage() {
  const { emailPart, namePart } = useParams();
  const [search] = useSearchParams();
  const email = after(emailPart, 'email').trim().toLowerCase();
  const name = after(namePart, 'name');
  const token = search.get('token') ?? '';
  const check = useQuery(EditorCheckInviteLinkDocument, {
    variables: { email, token },
    skip: !email || !token,
    fetchPolicy: 'network-only',
  });
  const status = !email || !token ? 404 : check.data?.checkInviteLink.status;

  let body;
  if (status === undefined) body = <Skeleton h={360} radius="md" aria-label="Checking your link" />;
  else if (status !== 200)
    body = (
      <Stack gap="sm" role="alert">
        <Text fw={600}>{PROFILE_MESSAGES.linkExpired}</Text>
        <Anchor href={`mailto:${runtimeConfig().supportEmail}`}>Contact support</Anchor>
      </Stack>
    );
  else body = <RegistrationForm email={email} name={name} token={token} />;
  return (
    <Box p={{ base: 'sm', sm: 'xl' }} mih="100vh" bg="gray.0">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={480} mx="auto" mt={{ base: 'md', sm: 60 }}>
        <Stack gap="lg">
          <Logo />
          <Stack gap={2}>
            <Title order={1} fz={{ base: 20, sm: 24 }}>
              Editor registration
            </Title>
            <Text fz="sm" c="dimmed">
              Set your password to join the projects you were invited to.
            </Text>
          </Stack>
          {body}
        </Stack>
      </Paper>
    </Box>
  );
}
