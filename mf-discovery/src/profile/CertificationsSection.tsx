import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Certification, formatMonthYear } from 'shared-contracts';
import { Section } from './Section.tsx';

export function CertificationsSection({
  certifications,
  action,
}: {
  certifications: Certification[];
  action?: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <Section title={<Trans>Certifications</Trans>} action={action}>
      {certifications.length === 0 ? (
        <Text c="dimmed" size="sm">
          <Trans>No certifications yet</Trans>
        </Text>
      ) : (
        <List listStyleType="none" spacing="sm">
          {certifications.map((certification) => (
            <List.Item key={certification.id}>
              <Text fw={600}>{certification.name}</Text>
              <Text size="sm" c="dimmed">
                {certification.company_name} · {formatMonthYear(certification.finish_date, i18n.locale)}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}
