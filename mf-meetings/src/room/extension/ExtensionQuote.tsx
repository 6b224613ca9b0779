import { useLingui } from '@lingui/react/macro';
import { formatDollars, type MeetExtensionPreview } from 'shared-contracts';
import { PriceLines, useShell } from 'shared-contracts/react';

/** What the extension costs: the expert's rate, the fee and the total (dollars, from the api). */
export function ExtensionQuote({ preview }: { preview: MeetExtensionPreview }) {
  const { t } = useLingui();
  const { locale } = useShell();
  const { meet } = preview;
  return (
    <PriceLines
      label={t`Price of the extension`}
      lines={[
        { label: t`Rate`, amount: formatDollars(meet.rate, locale) },
        { label: t`Fee`, amount: formatDollars(meet.fee, locale) },
        { label: t`Total`, amount: formatDollars(meet.total, locale), strong: true },
      ]}
    />
  );
}
