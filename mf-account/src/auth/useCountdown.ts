// A seconds countdown that ticks once a second down to 0 and can be restarted.
import { useCallback, useEffect, useState } from 'react';

export function useCountdown(initialSeconds: number): { seconds: number; restart: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(initialSeconds);
  const running = seconds > 0;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      setSeconds((s) => (s > 0 ? s - 1 : 0));
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  const restart = useCallback((next: number) => setSeconds(Math.max(0, next)), []);
  return { seconds, restart };
}

/** 125 -> "02:05" */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
