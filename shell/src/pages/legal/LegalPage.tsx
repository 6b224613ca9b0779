import { Container, Title } from '@mantine/core';
import { LegalText } from './LegalText.tsx';
import { LEGAL_TEXTS, type LegalKind } from './legal-texts.tsx';

/** `/terms-and-conditions` and `/privacy-policy`: a legal text on a page of its own. */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const { title, intro, sections } = LEGAL_TEXTS[kind];
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="sm">
        {title}
      </Title>
      <LegalText intro={intro} sections={sections} headingOrder={2} />
    </Container>
  );
}
