import { useLayoutEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconAlertCircle } from '@tabler/icons-react';
import { AUTH_MESSAGES, loginSchema } from '@vms/shared';
import { LoginDocument } from '../../../gql/graphql';
import { peekEarlierPath, validSession, type AuthRecord } from '../../../lib/auth-storage';
import { errorMessage } from '../../../lib/graphql-errors';
import { runtimeConfig } from '../../../lib/runtime-config';
import { zodResolver } from '../../../lib/zod-resolver';
import { toastApiError } from '../../../ui/toast';
import { AuthLayout } from '../components/AuthLayout';
import { afterLoginPath } from '../after-login';
import { useStartSession } from '../use-start-session';

/** The server's two login refusals, shown on the form in the spec's words (part A §8). */
function loginAlert(error: unknown): string | null {
  const message = errorMessage(error);
  if (message === AUTH_MESSAGES.unknownEmail) return AUTH_MESSAGES.unknownUser(runtimeConfig().supportPhone);
  if (message === AUTH_MESSAGES.wrongPassword) return AUTH_MESSAGES.invalidCredentials;
  return null;
}

export function LoginPage() {
  const [alert, setAlert] = useState<string | null>(null);
  const startSession = useStartSession();
  const [login, { loading }] = useMutation(LoginDocument);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: zodResolver(loginSchema),
  });

  // Only a session that existed when the page opened redirects here; a fresh login navigates itself. Read once the page
  // is mounted (before the browser paints), so the page the server drew (docs/adr/0023) and the first render agree.
  const [session, setSession] = useState<AuthRecord | null>(null);
  useLayoutEffect(() => setSession(validSession()), []);
  if (session) {
    return <Navigate to={afterLoginPath(session.role, session.isEditorProfileUpdated, peekEarlierPath())} replace />;
  }

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    const input = loginSchema.parse(values);
    try {
      const { data } = await login({ variables: input });
      if (data) startSession(data.login);
    } catch (error) {
      const text = loginAlert(error);
      if (text) setAlert(text);
      else toastApiError(error);
    }
  });

  return (
    <AuthLayout
      title="Sign in to VMS"
      subtitle="Aerial and video production for commercial real-estate listings."
      footer={
        <>
          New to VMS?{' '}
          <Anchor component={Link} to="/signup" fz="sm" fw={600}>
            Create an account
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {alert && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {alert}
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="email" key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput label="Password" autoComplete="current-password" key={form.key('password')} {...form.getInputProps('password')} />
          <Group justify="flex-end">
            <Anchor component={Link} to="/forgot-password" fz="sm" fw={600}>
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={loading}>
            Login
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
