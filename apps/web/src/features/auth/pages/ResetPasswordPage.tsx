import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Skeleton, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconClock } from '@tabler/icons-react';
import { AUTH_MESSAGES, resetPasswordFormSchema } from '@vms/shared';
import { CheckResetLinkExpirationDocument, ResetPasswordDocument } from '../../../gql/graphql';
import { zodResolver } from '../../../lib/zod-resolver';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { toastApiError, toastError } from '../../../ui/toast';
import { AuthLayout } from '../components/AuthLayout';
import { readResetToken } from '../reset-token';

function ExpiredLink() {
  return (
    <Alert color="orange" variant="light" icon={<IconClock aria-hidden />} role="alert">
      <Stack gap={6}>
        <Text fw={600}>{AUTH_MESSAGES.linkExpired}</Text>
        <Anchor component={Link} to="/forgot-password" fw={600}>
          Request a new reset link
        </Anchor>
      </Stack>
    </Alert>
  );
}

function ResetForm({ email, token, onExpired }: { email: string; token: string; onExpired: () => void }) {
  const navigate = useNavigate();
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: zodResolver(resetPasswordFormSchema),
  });

  const submit = form.onSubmit(async ({ password }) => {
    try {
      const { data } = await resetPassword({ variables: { email, password, token } });
      const status = data?.resetPassword.status;
      if (status === 200) void navigate('/success', { replace: true });
      else if (status === 410) onExpired();
      else if (status === 404) void navigate('/error/404', { replace: true });
      else if (data) toastError(data.resetPassword.message);
    } catch (error) {
      toastApiError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="New password"
          description="At least 6 characters, with a lowercase letter, an uppercase letter and a digit."
          autoComplete="new-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={loading}>
          Reset password
        </Button>
      </Stack>
    </form>
  );
}

/** /reset-password/:token — the link from the reset e-mail (part A §2, part B §2.1). */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const head = readResetToken(token);
  const [expiredAfterSubmit, setExpiredAfterSubmit] = useState(false);
  const { data, error, loading } = useQuery(CheckResetLinkExpirationDocument, {
    variables: { email: head?.email ?? '', token },
    skip: !head,
    fetchPolicy: 'network-only',
  });

  if (!head) return <Navigate to="/error/404" replace />;
  const status = data?.checkResetLinkExpiration.status;
  if (status === 404) return <Navigate to="/error/404" replace />;

  let body;
  if (loading && !data) body = <Skeleton h={160} radius="md" aria-label="Checking your link" />;
  else if (error) body = <ErrorPanel error={error} />;
  else if (status === 410 || expiredAfterSubmit) body = <ExpiredLink />;
  else body = <ResetForm email={head.email} token={token} onExpired={() => setExpiredAfterSubmit(true)} />;

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle={<>For {head.email}</>}
      footer={
        <Anchor component={Link} to="/login" fz="sm" fw={600}>
          Back to login
        </Anchor>
      }
    >
      {body}
    </AuthLayout>
  );
}
