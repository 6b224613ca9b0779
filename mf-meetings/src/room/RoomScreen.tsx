import { Trans } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo } from 'react';
import type { Meeting } from 'shared-contracts';
import { useShell } from 'shared-contracts/react';
import { useRoomAccess } from '../api/roomAccess.ts';
import { BlockedView } from './BlockedView.tsx';
import { CallRoom } from './CallRoom.tsx';
import { ErrorView } from './ErrorView.tsx';
import { HairCheck } from './HairCheck.tsx';
import { IdleView } from './IdleView.tsx';
import { tokenExpiry } from './token.ts';
import { useCallState } from './useCallState.ts';
import { useLeaveCall } from './useLeaveCall.ts';
import { WaitView } from './WaitView.tsx';

export interface RoomScreenProps {
  meetingId: number;
  meetingsPath: string;
}

/** The video room of one meeting: one view per call state (spec §4). */
export function RoomScreen({ meetingId, meetingsPath }: RoomScreenProps) {
  const { session, realtime } = useShell();
  const access = useRoomAccess(meetingId);
  const { mutate } = access;
  const [state, send] = useCallState();
  const { leave, disconnected } = useLeaveCall({ meetingId, meetingsPath, send });
  const end = useMemo(() => (access.data ? tokenExpiry(access.data.token) : null), [access.data]);
  const blocked = useCallback(() => send({ type: 'blocked' }), [send]);
  const failed = useCallback(() => send({ type: 'fail', message: null }), [send]);
  const connected = useCallback(() => send({ type: 'connected' }), [send]);
  // An extension paid moves the end: the payer has the meeting at once, both sides read it again
  // when the socket says so (the countdown follows the new token's expiry, the extension's state
  // the meeting's).
  const extended = useCallback(
    (meeting: Meeting) => {
      const token = meeting.access_token;
      if (token) void mutate((current) => current && { ...current, token, meeting }, { revalidate: false });
    },
    [mutate],
  );
  useEffect(() => {
    const offEvents = realtime.subscribe((event) => {
      if (event.type === 'meeting.extended' && event.meet_id === meetingId) void mutate();
    });
    // Events missed while the socket was down (an extension asked, answered or paid) are read back.
    const offReconnected = realtime.onReconnected(() => void mutate());
    return () => {
      offEvents();
      offReconnected();
    };
  }, [realtime, meetingId, mutate]);

  // A read again that fails (the meeting just ended) does not take down a call already open.
  if (access.error && !access.data)
    return <ErrorView message={access.error.apiMessage} meetingsPath={meetingsPath} />;
  if (state.kind === 'error') return <ErrorView message={state.message} meetingsPath={meetingsPath} />;
  if (!access.data)
    return (
      <WaitView>
        <Trans>Preparing the room…</Trans>
      </WaitView>
    );

  switch (state.kind) {
    case 'idle':
      return <IdleView meetingsPath={meetingsPath} onStart={() => send({ type: 'start' })} />;
    case 'hair-check': {
      const user = session.user;
      return (
        <HairCheck
          defaultName={user ? `${user.first_name} ${user.last_name}`.trim() : ''}
          onJoin={(choices) => send({ type: 'join', choices })}
          onBack={() => send({ type: 'back' })}
          onBlocked={blocked}
        />
      );
    }
    case 'blocked':
      return <BlockedView onRetry={() => send({ type: 'retry' })} />;
    case 'joining':
    case 'joined':
    case 'leaving':
      return (
        <CallRoom
          serverUrl={access.data.serverUrl}
          token={access.data.token}
          meeting={access.data.meeting}
          end={end}
          choices={state.choices}
          phase={state.kind}
          onConnected={connected}
          onDisconnected={disconnected}
          onBlocked={blocked}
          onError={failed}
          onLeave={leave}
          onExtended={extended}
        />
      );
  }
}
