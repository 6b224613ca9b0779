import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ApiError, call, expertProfileApi, type Rate, scheduleApi, translate } from 'shared-contracts';
import { errorMessage, useShell } from 'shared-contracts/react';
import type { Prices } from '../rates/RatesEditor.tsx';
import { itemOrigins, rangeKey, scheduleItems, type Week, type WeekProblems } from '../schedule/week.ts';

export type SaveOutcome =
  | { kind: 'saved' }
  /** The api refused the week: its messages, by range. Nothing of it was saved. */
  | { kind: 'schedule-refused'; problems: WeekProblems }
  | { kind: 'rates-refused' };

/**
 * Saves the week (PUT experts/profile/schedules), then each price that changed (PUT
 * experts/profile/rates/{slug}); each with its toast (spec §8: 'Schedule successfully updated',
 * 'Rates successfully assigned'; a rate's refusal titled 'Rates').
 */
export function useSaveScheduleAndRates(rates: Rate[]) {
  const { t } = useLingui();
  const { api, locale, notify } = useShell();
  const [busy, setBusy] = useState(false);
  const [rateErrors, setRateErrors] = useState<Partial<Record<string, string>>>({});
  /** The prices the api holds, so that only changed ones are sent again. */
  const [saved, setSaved] = useState<Prices>(() =>
    Object.fromEntries(rates.map((rate) => [rate.slug, rate.price ?? ''])),
  );

  async function saveWeek(week: Week): Promise<SaveOutcome | null> {
    try {
      const answer = await call(api, scheduleApi.saveWeek, { body: scheduleItems(week) });
      notify.success(answer.message ?? translate('scheduleSaved', locale));
      return null;
    } catch (error) {
      const problems: WeekProblems = {};
      if (error instanceof ApiError) {
        const origins = itemOrigins(week);
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const index = Number(/^schedules\.(\d+)\./.exec(field)?.[1] ?? Number.NaN);
          const origin = origins[index];
          if (origin && messages[0]) problems[rangeKey(origin.weekday, origin.index)] = messages[0];
        }
      }
      notify.error(errorMessage(error, t`An error has occurred`));
      return { kind: 'schedule-refused', problems };
    }
  }

  async function savePrices(prices: Prices): Promise<boolean> {
    const changed = rates.filter(
      (rate) => String(prices[rate.slug] ?? '') !== String(saved[rate.slug] ?? ''),
    );
    const errors: Record<string, string> = {};
    let message: string | undefined;
    for (const rate of changed) {
      const price = prices[rate.slug];
      try {
        const answer = await call(api, expertProfileApi.ratePrice, {
          params: { slug: rate.slug.toLowerCase() },
          body: { price: price === '' || price === undefined ? '' : Number(price) },
        });
        message = answer.message;
        setSaved((held) => ({ ...held, [rate.slug]: price ?? '' }));
      } catch (error) {
        const first =
          error instanceof ApiError ? (error.fieldErrors[rate.slug]?.[0] ?? error.message) : String(error);
        errors[rate.slug] = first;
      }
    }
    setRateErrors(errors);
    const failed = Object.values(errors);
    if (failed[0]) {
      notify.error(failed[0], t`Rates`);
      return false;
    }
    if (changed.length > 0) notify.success(message ?? translate('ratesAssigned', locale));
    return true;
  }

  async function run(week: Week, prices: Prices): Promise<SaveOutcome> {
    setBusy(true);
    try {
      const refused = await saveWeek(week);
      if (refused) return refused;
      return (await savePrices(prices)) ? { kind: 'saved' } : { kind: 'rates-refused' };
    } finally {
      setBusy(false);
    }
  }

  return { run, busy, rateErrors };
}
