import { Card, Grid, Skeleton, Stack } from '@mantine/core';

export function ProfileSkeleton() {
  return (
    <Grid gap="lg" aria-busy="true">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack align="center" gap="sm">
            <Skeleton circle height={160} />
            <Skeleton height={20} width="70%" />
            <Skeleton height={14} width="50%" />
            <Skeleton height={14} width="40%" />
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="sm">
            <Skeleton height={18} width="30%" />
            <Skeleton height={12} />
            <Skeleton height={12} />
            <Skeleton height={12} width="80%" />
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}
