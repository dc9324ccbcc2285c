import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Alert, Button, Center, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** Shown when a page fails to load or render (for example after a deploy replaced its chunk). */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'This page could not be shown.';
  return (
    <Center mih="100dvh" p="md">
      <Stack maw={480} w="100%">
        <Alert color="red" variant="light" title="Oops... something went wrong" icon={<IconAlertCircle aria-hidden />} role="alert">
          {message}
        </Alert>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
