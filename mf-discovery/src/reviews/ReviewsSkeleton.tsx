import { Group, Skeleton, Stack } from '@mantine/core';

/** Placeholders for reviews on their way. */
export function ReviewsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Stack gap="md" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Group key={index} gap="sm" wrap="nowrap" align="flex-start">
          <Skeleton circle height={38} />
          <Stack gap={6} flex={1}>
            <Skeleton height={12} width="40%" />
            <Skeleton height={10} width="25%" />
            <Skeleton height={12} width="70%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
