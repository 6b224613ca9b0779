import { useLingui } from '@lingui/react';
import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LegalSection } from './terms-sections.ts';

interface LegalPageProps {
  title: ReactNode;
  intro: ReactNode;
  sections: LegalSection[];
}

/** A legal text with numbered sections. */
export function LegalPage({ title, intro, sections }: LegalPageProps) {
  const { i18n } = useLingui();
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="sm">
        {title}
      </Title>
      <Text c="dimmed" mb="xl">
        {intro}
      </Text>
      <Stack component="ol" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
        {sections.map((section, index) => (
          <li key={section.title.id}>
            <Title order={2} size="h4" mb={4}>
              {index + 1}. {i18n._(section.title)}
            </Title>
            <Text>{i18n._(section.body)}</Text>
          </li>
        ))}
      </Stack>
    </Container>
  );
}
