import { useCallback, useEffect, useRef, useState } from 'react';

/** The upload bar while the file is sent: +10 every 200 ms, held at 90 until the analysis has started. */
export function useUploadProgress() {
  const [progress, setProgress] = useState(0);
  const timer = useRef<number | null>(null);

  const stop = useCallback(() => {
    if (timer.current) window.clearInterval(timer.current);
    timer.current = null;
  }, []);
  const start = useCallback(() => {
    setProgress(0);
    stop();
    timer.current = window.setInterval(() => setProgress((p) => Math.min(90, p + 10)), 200);
  }, [stop]);
  useEffect(() => stop, [stop]);

  return { progress, setProgress, start, stop };
}
