import { Plural, Trans } from '@lingui/react/macro';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Expert } from 'shared-contracts';
import classes from './AboutSection.module.css';
import { Section } from './Section.tsx';

export function AboutSection({ expert, action }: { expert: Expert; action?: ReactNode }) {
  const years = expert.years_of_experience;
  return (
    <Section title={<Trans>About me</Trans>} action={action}>
      <Stack gap="md">
        {expert.about_me ? (
          <Text className={classes.about}>{expert.about_me}</Text>
        ) : (
          <Text c="dimmed" size="sm">
            <Trans>This expert has not written about themselves yet.</Trans>
          </Text>
        )}
        <Text fw={600}>
          <Plural value={years} one="# year of experience" other="# years of experience" />
        </Text>
        <Tags title={<Trans>Languages</Trans>} items={expert.languages} />
        <Tags title={<Trans>Subcategories</Trans>} items={expert.subcategories} />
      </Stack>
    </Section>
  );
}

function Tags({ title, items }: { title: ReactNode; items: { id: number; name: string }[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <Title order={3} size="h6" mb={6}>
        {title}
      </Title>
      <Group gap={6}>
        {items.map((item) => (
          <Badge key={item.id} variant="light" radius="sm" tt="none">
            {item.name}
          </Badge>
        ))}
      </Group>
    </div>
  );
}
