import { Link } from 'react-router';
import { Button, Center, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { AuthLayout } from '../components/AuthLayout';

/** Password-changed confirmation with a login link (part B §2.1). */
export function SuccessPage() {
  return (
    <AuthLayout title="Password changed">
      <Center>
        <ThemeIcon size={64} radius="xl" color="teal" variant="light" aria-hidden>
          <IconCircleCheck size={36} />
        </ThemeIcon>
      </Center>
      <Text>Your password has been changed successfully. You can now log in with your new password.</Text>
      <Button component={Link} to="/login" fullWidth>
        Go to Login
      </Button>
    </AuthLayout>
  );
}
