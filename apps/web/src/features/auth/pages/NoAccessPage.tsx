import { useNavigate } from 'react-router';
import { Button, Center, Text, ThemeIcon } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { AUTH_MESSAGES } from '@vms/shared';
import { clearAllStorage } from '../../../lib/session';
import { AuthLayout } from '../components/AuthLayout';

/** /error/401 and every unknown path: the No Access page; "Go to Login" clears storage first. */
export function NoAccessPage() {
  const navigate = useNavigate();
  return (
    <AuthLayout title="No Access">
      <Center>
        <ThemeIcon size={64} radius="xl" color="red" variant="light" aria-hidden>
          <IconShieldLock size={36} />
        </ThemeIcon>
      </Center>
      <Text ta="center">{AUTH_MESSAGES.noAccess}</Text>
      <Button
        fullWidth
        onClick={() => {
          clearAllStorage();
          void navigate('/login', { replace: true });
        }}
      >
        Go to Login
      </Button>
    </AuthLayout>
  );
}
