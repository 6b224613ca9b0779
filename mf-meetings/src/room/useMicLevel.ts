import { createAudioAnalyser, type LocalAudioTrack } from 'livekit-client';
import { useEffect, useState } from 'react';

/** The microphone's loudness, 0–100, read ten times a second while `track` lives. */
export function useMicLevel(track: LocalAudioTrack | undefined): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!track || typeof AudioContext === 'undefined') return;
    const { calculateVolume, cleanup } = createAudioAnalyser(track, { cloneTrack: true });
    const timer = setInterval(() => setLevel(Math.min(100, Math.round(calculateVolume() * 100))), 100);
    return () => {
      clearInterval(timer);
      setLevel(0);
      void cleanup();
    };
  }, [track]);
  return level;
}
