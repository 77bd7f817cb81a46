/**
 * Six gentle tracks for the kitchen radio, generated at seed time as 16-bit mono WAV so the radio
 * plays offline without shipping recordings (nothing is committed). Each is a slow pentatonic
 * phrase of soft sine notes (with a quiet fifth above) in its own key and tempo, played again and
 * again over a walking bass of transpositions, every fourth time backwards: about two minutes and
 * about 2 MB each at 8 kHz (docs/decisions/045-kitchen-radio-tracks.md).
 */
export const SAMPLE_RATE = 8000;
/** How long each track plays, at least. */
export const TRACK_SECONDS = 120;
/** Pentatonic steps each repeat of the phrase is moved by, in turn. */
const PROGRESSION = [0, 2, -1, 1, 3, 0, -2, 1];

interface TrackRecipe {
  /** Root note frequency in Hz. */
  root: number;
  /** Seconds per note. */
  beat: number;
  /** Pentatonic steps (0-4 = one octave, 5-9 the next). */
  steps: number[];
}

/** In the order of RADIO_TITLES in core/kernel/radio.ts. */
export const TRACKS: TrackRecipe[] = [
  { root: 261.63, beat: 0.5, steps: [0, 2, 4, 5, 4, 2, 1, 3, 0, 2, 4, 7, 5, 4, 2, 0] },
  { root: 293.66, beat: 0.4, steps: [0, 1, 2, 4, 2, 1, 0, 4, 5, 4, 2, 1, 2, 4, 7, 5, 4, 2, 0, 0] },
  { root: 196.0, beat: 0.65, steps: [0, 4, 2, 5, 4, 7, 5, 2, 0, 4, 2, 0] },
  { root: 329.63, beat: 0.35, steps: [0, 2, 1, 3, 2, 4, 3, 5, 4, 2, 0, 2, 4, 5, 7, 5, 4, 2, 1, 0, 2, 4] },
  { root: 220.0, beat: 0.5, steps: [5, 4, 2, 0, 2, 4, 5, 7, 5, 4, 2, 1, 0, 2, 4, 0] },
  { root: 174.61, beat: 0.6, steps: [0, 2, 4, 2, 5, 4, 2, 0, 1, 2, 4, 0, 0] },
];

const PENTATONIC = [0, 2, 4, 7, 9];

function stepFrequency(root: number, step: number): number {
  const octave = Math.floor(step / 5);
  const semitones = (PENTATONIC[step % 5] ?? 0) + 12 * octave;
  return root * 2 ** (semitones / 12);
}

/** One note: a sine plus a quiet fifth, fast attack and exponential decay, added into `out`. */
function addNote(out: Float32Array, start: number, length: number, frequency: number) {
  const attack = Math.floor(SAMPLE_RATE * 0.02);
  for (let i = 0; i < length && start + i < out.length; i += 1) {
    const t = i / SAMPLE_RATE;
    const envelope = Math.min(1, i / attack) * Math.exp(-3 * t);
    const tone = Math.sin(2 * Math.PI * frequency * t) + 0.25 * Math.sin(2 * Math.PI * frequency * 1.5 * t);
    out[start + i] = (out[start + i] ?? 0) + 0.35 * envelope * tone;
  }
}

/** The notes of the whole track: the phrase repeated to TRACK_SECONDS, moved along PROGRESSION. */
export function trackSteps(recipe: TrackRecipe): number[] {
  const repeats = Math.ceil(TRACK_SECONDS / (recipe.beat * recipe.steps.length));
  const steps: number[] = [];
  for (let r = 0; r < repeats; r += 1) {
    const shift = PROGRESSION[r % PROGRESSION.length] ?? 0;
    const phrase = r % 4 === 3 ? [...recipe.steps].reverse() : recipe.steps;
    // Steps stay at 0 or above: a phrase moved below the root is lifted an octave (5 steps).
    steps.push(...phrase.map((step) => (step + shift < 0 ? step + shift + 5 : step + shift)));
  }
  return steps;
}

/** The samples of one track in [-1, 1]. */
export function renderTrack(recipe: TrackRecipe): Float32Array {
  const noteSamples = Math.floor(recipe.beat * SAMPLE_RATE);
  const steps = trackSteps(recipe);
  // Each note rings on for two beats; add one beat of tail.
  const out = new Float32Array(noteSamples * (steps.length + 1));
  steps.forEach((step, i) => addNote(out, i * noteSamples, noteSamples * 2, stepFrequency(recipe.root, step)));
  return out;
}

/** A PCM WAV file (16-bit little-endian, mono) of `samples`. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((ch, i) => view.setUint8(offset + i, ch.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  samples.forEach((s, i) => view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, s)) * 32767), true));
  return bytes;
}
