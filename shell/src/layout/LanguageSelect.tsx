import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import type { Locale } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';

/** EN/ES switch; the choice is kept across visits. */
export function LanguageSelect() {
  const { t } = useLingui();
  const { locale, setLocale } = useShell();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t`Language`}
      value={locale}
      onChange={(value) => setLocale(value as Locale)}
      data={[
        { value: 'en', label: 'EN' },
        { value: 'es', label: 'ES' },
      ]}
    />
  );
}
