import { useLingui } from '@lingui/react';
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { LegalSection } from './terms-sections.ts';

interface LegalTextProps {
  intro: ReactNode;
  sections: LegalSection[];
  /** The level of each section's heading: 2 on the page, 3 in a dialog (its title is the 2). */
  headingOrder: 2 | 3;
}

/** A legal text's introduction and numbered sections: the page's and the dialog's body. */
export function LegalText({ intro, sections, headingOrder }: LegalTextProps) {
  const { i18n } = useLingui();
  return (
    <>
      <Text c="dimmed" mb="xl">
        {intro}
      </Text>
      <Stack component="ol" gap="lg" p={0} m={0} style={{ listStyle: 'none' }}>
        {sections.map((section, index) => (
          <li key={section.title.id}>
            <Title order={headingOrder} size="h4" mb={4}>
              {index + 1}. {i18n._(section.title)}
            </Title>
            <Text>{i18n._(section.body)}</Text>
          </li>
        ))}
      </Stack>
    </>
  );
}
