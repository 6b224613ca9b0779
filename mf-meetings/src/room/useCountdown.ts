import { useEffect, useRef, useState } from 'react';

/** How long after the countdown reaches zero the call is left (spec §4). */
const FINISH_GRACE_MS = 6_000;

const secondsUntil = (end: Date | null, now: number) =>
  end ? Math.max(0, Math.ceil((end.getTime() - now) / 1000)) : null;

/**
 * The call's countdown to `end` (the access token's expiry), ticking every second. At zero the
 * finish flag is set; `FINISH_GRACE_MS` later `onFinished` runs, once.
 */
export function useCountdown(end: Date | null, onFinished: () => void) {
  const [secondsLeft, setSecondsLeft] = useState(() => secondsUntil(end, Date.now()));
  const finished = secondsLeft === 0;
  const callback = useRef(onFinished);
  callback.current = onFinished;

  useEffect(() => {
    setSecondsLeft(secondsUntil(end, Date.now()));
    if (!end) return;
    const timer = setInterval(() => setSecondsLeft(secondsUntil(end, Date.now())), 1000);
    return () => clearInterval(timer);
  }, [end]);

  useEffect(() => {
    if (!finished) return;
    const timer = setTimeout(() => callback.current(), FINISH_GRACE_MS);
    return () => clearTimeout(timer);
  }, [finished]);

  return { secondsLeft, finished };
}

/** 125 → "02:05"; an hour or more → "1:02:05"; a day or more → "2d 01:02:05". */
export function formatCountdown(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const two = (value: number) => String(value).padStart(2, '0');
  if (days > 0) return `${days}d ${two(hours)}:${two(minutes)}:${two(rest)}`;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(rest)}` : `${two(minutes)}:${two(rest)}`;
}
