import { useEffect, useState } from 'react';

const systemClock = () => new Date();

/** The current time, renewed every `intervalMs` while the component is shown (countdowns, "closes in"). */
export function useNow(intervalMs = 30_000, clock: () => Date = systemClock): Date {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const timer = setInterval(() => setNow(clock()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs, clock]);
  return now;
}
