import { Center, Loader } from '@mantine/core';

/** Shown while a page's code is still loading. */
export function PageLoader() {
  return (
    <Center mih="100dvh">
      <Loader aria-label="Loading" />
    </Center>
  );
}
