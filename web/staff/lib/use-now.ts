import { useEffect, useState } from 'react';

/** The time now, again every `everyMs`: for words that follow the clock ('Next', 'Now'). It asks the server nothing. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
