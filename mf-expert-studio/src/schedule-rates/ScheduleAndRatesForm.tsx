import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, Group, Loader, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { type Rate, type ScheduleDay, translate } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { type Prices, RatesEditor } from '../rates/RatesEditor.tsx';
import { ScheduleEditor } from '../schedule/ScheduleEditor.tsx';
import { checkWeek, hasRanges, type Week, type WeekProblems, weekOf } from '../schedule/week.ts';
import { useSaveScheduleAndRates } from './useSaveScheduleAndRates.ts';
import { useScheduleAndRates } from './useScheduleAndRates.ts';

interface ScheduleAndRatesFormProps {
  /** The wizard's 'Continue', the profile's 'Save'. */
  submitLabel: string;
  /** Both the week and the prices were saved. */
  onSaved(): void;
}

/**
 * The week and the prices, saved in that order (spec §2 step 3): the wizard's step 3, the
 * registration dialog's 'Schedules & rules' and the profile edit page show this same form.
 */
export function ScheduleAndRatesForm(props: ScheduleAndRatesFormProps) {
  const { t } = useLingui();
  const { schedule, rates } = useScheduleAndRates();
  if (schedule.error || rates.error) {
    return (
      <Alert color="red" role="alert" title={t`Your schedule and rates could not be loaded`}>
        <Button
          mt="sm"
          variant="light"
          onClick={() => {
            void schedule.mutate();
            void rates.mutate();
          }}
        >
          <Trans>Retry</Trans>
        </Button>
      </Alert>
    );
  }
  if (!schedule.data || !rates.data) return <Loader aria-label={t`Loading your schedule`} />;
  return <LoadedForm {...props} days={schedule.data} rates={rates.data} />;
}

function pricesOf(rates: Rate[]): Prices {
  return Object.fromEntries(rates.map((rate) => [rate.slug, rate.price ?? '']));
}

function LoadedForm({
  submitLabel,
  onSaved,
  days,
  rates,
}: ScheduleAndRatesFormProps & { days: ScheduleDay[]; rates: Rate[] }) {
  const { locale } = useShell();
  const [week, setWeek] = useState<Week>(() => weekOf(days));
  const [prices, setPrices] = useState<Prices>(() => pricesOf(rates));
  const [problems, setProblems] = useState<WeekProblems>({});
  const [empty, setEmpty] = useState(false);
  const scheduleRef = useRef<HTMLDivElement>(null);
  const save = useSaveScheduleAndRates(rates);

  const showSchedule = () => scheduleRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });

  async function submit() {
    const found = checkWeek(week);
    setProblems(
      Object.fromEntries(
        Object.entries(found).map(([key, rule]) => [key, rule ? translate(rule, locale) : '']),
      ),
    );
    setEmpty(!hasRanges(week));
    if (!hasRanges(week) || Object.keys(found).length > 0) {
      showSchedule();
      return;
    }
    const outcome = await save.run(week, prices);
    if (outcome.kind === 'schedule-refused') {
      setProblems(outcome.problems);
      showSchedule();
    } else if (outcome.kind === 'saved') onSaved();
  }

  return (
    <Stack gap="xl">
      <div ref={scheduleRef}>
        <ScheduleEditor value={week} problems={problems} onChange={setWeek} />
        {empty ? (
          <Alert color="red" role="alert" mt="sm">
            {translate('scheduleEmpty', locale)}
          </Alert>
        ) : null}
      </div>
      <Divider />
      <RatesEditor rates={rates} value={prices} errors={save.rateErrors} onChange={setPrices} />
      <Group justify="flex-end">
        <Button loading={save.busy} onClick={() => void submit()}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
