import type { Meeting } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { CustomerExtension } from './CustomerExtension.tsx';
import { ExpertExtension } from './ExpertExtension.tsx';
import { useExtension } from './useExtension.ts';

interface Props {
  meeting: Meeting;
  /** Seconds left in the call (the countdown); null when unknown. */
  secondsLeft: number | null;
  onExtended(meeting: Meeting): void;
}

/** The extension flow in the call, for the side the signed-in user is on. */
export function ExtensionPanel({ meeting, secondsLeft, onExtended }: Props) {
  const { session } = useShell();
  const extension = useExtension(meeting);
  if (session.userType === 'expert') return <ExpertExtension meeting={meeting} extension={extension} />;
  return (
    <CustomerExtension
      meeting={meeting}
      extension={extension}
      minutesLeft={Math.max(1, Math.ceil((secondsLeft ?? 0) / 60))}
      onExtended={onExtended}
    />
  );
}
