import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../lib/graphql-errors';

/** List and page errors show the server's message in a panel (part A §7 "Response behaviour"). */
export function ErrorPanel({ error, title = 'Something went wrong' }: { error: unknown; title?: string }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />} role="alert">
      {errorMessage(error)}
    </Alert>
  );
}
