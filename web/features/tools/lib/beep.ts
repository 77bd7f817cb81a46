/** docs/product.md "Numbers": an 800 Hz sine beep of 0.3 s, played once a second while the timer is finished. */
export const BEEP_HZ = 800;
export const BEEP_SECONDS = 0.3;

type AudioContextCtor = typeof AudioContext;

let context: AudioContext | null = null;

/**
 * The shared AudioContext, created (or resumed) on a user gesture such as pressing Start, so
 * browsers let it sound later when the timer ends. Null where Web Audio is missing.
 */
export function unlockAudio(): AudioContext | null {
  const Ctor: AudioContextCtor | undefined =
    typeof window === 'undefined' ? undefined : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext);
  if (!Ctor) return null;
  context ??= new Ctor();
  if (context.state === 'suspended') void context.resume().catch((err: unknown) => console.error('Audio resume failed', err));
  return context;
}

/** One beep; failures are only logged (docs/product.md "Errors and messages"). */
export function beep() {
  try {
    const ctx = unlockAudio();
    if (!ctx) return;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = BEEP_HZ;
    gain.gain.setValueAtTime(0.3, ctx.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + BEEP_SECONDS);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start();
    oscillator.stop(ctx.currentTime + BEEP_SECONDS);
  } catch (err) {
    console.error('Beep failed', err);
  }
}
