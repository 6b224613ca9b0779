import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import type { ExpertSubscription } from 'shared-contracts';
import { PlanStep } from '../signup/PlanStep.tsx';

/** The update-plan dialog: the period, the plans, a saved card preselected or a new one (spec §2). */
export function PlanDialog({
  opened,
  current,
  onClose,
  onSaved,
}: {
  opened: boolean;
  /** The expert's plan so far (null: none was ever taken). */
  current: ExpertSubscription | null;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Change your plan`} size="lg">
      {opened ? <PlanStep onDone={onSaved} change={{ current }} /> : null}
    </Modal>
  );
}
