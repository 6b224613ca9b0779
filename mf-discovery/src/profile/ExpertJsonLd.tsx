import { useLingui } from '@lingui/react/macro';
import type { Expert } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useFeedbackStats } from '../api/useFeedbackStats.ts';
import { fullName } from '../format/names.ts';
import { expertJsonLd, scriptJson } from './expertJsonLd.ts';

/** The expert's page as structured data for search engines (schema.org JSON-LD). */
export function ExpertJsonLd({ expert }: { expert: Expert }) {
  const { t } = useLingui();
  const { locale } = useShell();
  const { data: stats } = useFeedbackStats(expert.id);
  const name = fullName(expert);
  const data = expertJsonLd(
    expert,
    stats,
    (minutes) => t`${minutes}-minute video meeting with ${name}`,
    locale,
  );
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped (scriptJson).
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />;
}
