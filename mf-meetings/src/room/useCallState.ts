import { useCallback, useReducer } from 'react';

/** The devices chosen in the hair check; undefined: the browser's default. */
export interface DeviceChoices {
  name: string;
  audioInput?: string;
  audioOutput?: string;
  videoInput?: string;
}

/** The call states of spec §4, plus the blocked devices. */
export type CallState =
  | { kind: 'idle' }
  | { kind: 'hair-check' }
  | { kind: 'joining'; choices: DeviceChoices }
  | { kind: 'joined'; choices: DeviceChoices }
  | { kind: 'leaving'; choices: DeviceChoices; ended: boolean }
  | { kind: 'blocked' }
  | { kind: 'error'; message: string | null };

export type CallEvent =
  | { type: 'start' }
  | { type: 'back' }
  | { type: 'join'; choices: DeviceChoices }
  | { type: 'connected' }
  | { type: 'leave'; ended: boolean }
  | { type: 'left' }
  | { type: 'blocked' }
  | { type: 'retry' }
  | { type: 'fail'; message: string | null };

/**
 * idle → hair check → joining → joined → leaving → idle; a denied camera or microphone → blocked
 * (Try again → hair check); any error → error (final). Events that do not apply are ignored.
 */
export function callReducer(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'start':
      return state.kind === 'idle' ? { kind: 'hair-check' } : state;
    case 'back':
      return state.kind === 'hair-check' ? { kind: 'idle' } : state;
    case 'join':
      return state.kind === 'hair-check' ? { kind: 'joining', choices: event.choices } : state;
    case 'connected':
      return state.kind === 'joining' ? { kind: 'joined', choices: state.choices } : state;
    case 'leave':
      return state.kind === 'joining' || state.kind === 'joined'
        ? { kind: 'leaving', choices: state.choices, ended: event.ended }
        : state;
    case 'left':
      return state.kind === 'leaving' ? { kind: 'idle' } : state;
    case 'blocked':
      return state.kind === 'error' ? state : { kind: 'blocked' };
    case 'retry':
      return state.kind === 'blocked' ? { kind: 'hair-check' } : state;
    case 'fail':
      return state.kind === 'error' ? state : { kind: 'error', message: event.message };
  }
}

/** The room's call state and its transitions. */
export function useCallState(initial: CallState = { kind: 'idle' }) {
  const [state, dispatch] = useReducer(callReducer, initial);
  const send = useCallback((event: CallEvent) => dispatch(event), []);
  return [state, send] as const;
}
