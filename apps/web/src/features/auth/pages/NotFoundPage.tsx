import { Link } from 'react-router';
import { Button, Center, Text, ThemeIcon } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { AUTH_MESSAGES } from '@vms/shared';
import { AuthLayout } from '../components/AuthLayout';

/** /error/404: where an unknown reset link leads. */
export function NotFoundPage() {
  return (
    <AuthLayout title="Page not found">
      <Center>
        <ThemeIcon size={64} radius="xl" color="gray" variant="light" aria-hidden>
          <IconMapPinOff size={36} />
        </ThemeIcon>
      </Center>
      <Text ta="center">{AUTH_MESSAGES.notFound}</Text>
      <Button component={Link} to="/" fullWidth>
        Go to Home
      </Button>
    </AuthLayout>
  );
}
