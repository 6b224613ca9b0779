import { describe, expect, it } from 'vitest';
import { type CallState, callReducer } from './useCallState.ts';

const choices = { name: 'Ana' };

describe('the call states (spec §4)', () => {
  it('idle → hair check → joining → joined → leaving → idle', () => {
    let state: CallState = { kind: 'idle' };
    state = callReducer(state, { type: 'start' });
    expect(state.kind).toBe('hair-check');
    state = callReducer(state, { type: 'join', choices });
    expect(state).toEqual({ kind: 'joining', choices });
    state = callReducer(state, { type: 'connected' });
    expect(state.kind).toBe('joined');
    state = callReducer(state, { type: 'leave', ended: false });
    expect(state.kind).toBe('leaving');
    expect(callReducer(state, { type: 'left' })).toEqual({ kind: 'idle' });
  });

  it('blocked → try again → hair check; an error is final', () => {
    const blocked = callReducer({ kind: 'joining', choices }, { type: 'blocked' });
    expect(blocked).toEqual({ kind: 'blocked' });
    expect(callReducer(blocked, { type: 'retry' }).kind).toBe('hair-check');
    const error = callReducer({ kind: 'joined', choices }, { type: 'fail', message: 'No' });
    expect(error).toEqual({ kind: 'error', message: 'No' });
    expect(callReducer(error, { type: 'blocked' })).toBe(error);
    expect(callReducer(error, { type: 'start' })).toBe(error);
  });

  it('ignores events that do not apply', () => {
    const idle: CallState = { kind: 'idle' };
    expect(callReducer(idle, { type: 'connected' })).toBe(idle);
    expect(callReducer(idle, { type: 'join', choices })).toBe(idle);
  });
});
