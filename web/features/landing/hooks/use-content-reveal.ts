import { useCallback, useEffect, useState } from 'react';
import { REVEAL_TIMEOUT_MS } from '../landing-media';

/**
 * Whether the landing content shows yet: at once when there is no video to watch, otherwise
 * when `reveal()` is called (video ended or failed, visitor skipped) or after 5 s.
 */
export function useContentReveal(playingVideo: boolean) {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (!playingVideo) return;
    const timer = window.setTimeout(() => setRevealed(true), REVEAL_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [playingVideo]);
  const reveal = useCallback(() => setRevealed(true), []);
  return { revealed: revealed || !playingVideo, reveal };
}
