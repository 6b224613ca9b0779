import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import type { Locale } from 'shared-contracts';
import { useFrame } from '../session/frame.ts';

/** EN/ES switch; the choice is kept across visits. */
export function LanguageSelect() {
  const { t } = useLingui();
  const { locale, setLocale } = useFrame();
  return (
    <SegmentedControl
      size="xs"
      // Fixed rather than React's id: an islands page hydrates the switch as a root of its own.
      name="language"
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
