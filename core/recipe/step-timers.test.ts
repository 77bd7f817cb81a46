import { describe, expect, it } from 'vitest';
import { readStepTimers } from './step-timers';

const M = 60;
const H = 3600;

/** [step, seconds of each timer in order] */
const CASES: [string, number[]][] = [
  // en
  ['Simmer 20 minutes, stirring now and then.', [20 * M]],
  ['Bake for 1 hour 30 minutes until set.', [90 * M]],
  ['Roast for 1 hour and 15 minutes.', [75 * M]],
  ['Cook 2-3 minutes per side.', [3 * M]],
  ['Cook 2 to 3 minutes, then rest 10 mins.', [3 * M, 10 * M]],
  ['Whisk for 30 seconds.', [30]],
  ['Braise 1 1/2 hours.', [90 * M]],
  ['Let it rise for an hour.', [H]],
  ['Chill for half an hour.', [30 * M]],
  ['Bake 1h 10 min.', [70 * M]],
  ['Leave to marinate overnight.', []],
  ['Bake at 180 °C until golden.', []],
  ['Add 2 onions and 3 tomatoes.', []],
  ['Cure for 48 hours.', []],
  // es
  ['Cuece 25 minutos a fuego lento.', [25 * M]],
  ['Hornea 1 hora y 30 minutos.', [90 * M]],
  ['Deja reposar media hora.', [30 * M]],
  ['Cocina de 2 a 3 minutos.', [3 * M]],
  ['Deja reposar toda la noche.', []],
  // de
  ['45 Min. backen.', [45 * M]],
  ['1½ Stunden schmoren.', [90 * M]],
  ['1 Std. 30 Min. garen.', [90 * M]],
  ['Eine halbe Stunde ruhen lassen.', [30 * M]],
  ['10–12 Minuten köcheln lassen.', [12 * M]],
  ['Über Nacht ziehen lassen.', []],
];

describe('readStepTimers', () => {
  it.each(CASES)('%s', (step, expected) => {
    expect(readStepTimers(step).map((t) => t.seconds)).toEqual(expected);
  });

  it('keeps the words it read and where they start', () => {
    const step = 'Simmer 20 minutes, then bake 1 hour 30 minutes.';
    expect(readStepTimers(step).map(({ text, index }) => [text, index])).toEqual([
      ['20 minutes', 7],
      ['1 hour 30 minutes', 29],
    ]);
  });

  it('takes twelve hours but nothing longer', () => {
    expect(readStepTimers('Smoke for 12 hours.').map((t) => t.seconds)).toEqual([12 * H]);
    expect(readStepTimers('Smoke for 13 hours.')).toEqual([]);
  });
});
