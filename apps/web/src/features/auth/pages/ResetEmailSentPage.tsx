import { Link, useLocation } from 'react-router';
import { Button, Center, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { AuthLayout } from '../components/AuthLayout';

export function ResetEmailSentPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthLayout title="Check your email">
      <Center>
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <IconMailCheck size={36} />
        </ThemeIcon>
      </Center>
      <Text>
        We have sent password reset instructions to {email ? <strong>{email}</strong> : 'your email address'}. Open the link in that email
        to choose a new password. The link can be used once and expires after a short time.
      </Text>
      <Text fz="sm" c="dimmed">
        Did not get it? Check your spam folder, or request a new link.
      </Text>
      <Button component={Link} to="/login" fullWidth>
        Back to login
      </Button>
      <Button component={Link} to="/forgot-password" variant="subtle" fullWidth>
        Request a new link
      </Button>
    </AuthLayout>
  );
}
