import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

/** Shown while a route or its data loads. */
export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center py="xl">
      <Loader aria-label={t`Loading…`} />
    </Center>
  );
}
