import { describe, expect, it } from 'vitest';
import {
  REFINE_CHANGE_IDS,
  REFINE_CHANGES,
  parseRefineInstruction,
  refineInstructionText,
  refineChangeLabel,
  type RefineChange,
  type RefineLanguage,
} from './refine-instruction';

type Case = readonly [string, RefineChange[] | null, number?];

const CASES: Record<RefineLanguage, Case[]> = {
  en: [
    ['make it vegetarian', ['vegetarian']],
    ['Veggie please', ['vegetarian']],
    ['meat-free', ['vegetarian']],
    ['without meat', ['vegetarian']],
    ['Make it VEGAN', ['vegan']],
    ['vegan for 4', ['vegan', 'servings'], 4],
    ['plant-based please', ['vegan']],
    ['gluten-free', ['gluten_free']],
    ['make it gluten free, I am coeliac', ['gluten_free']],
    ['dairy-free', ['dairy_free']],
    ['without milk', ['dairy_free']],
    ['lactose free please', ['dairy_free']],
    ['for 6 people', ['servings'], 6],
    ['for six', ['servings'], 6],
    ['serves 8', ['servings'], 8],
    ['Scale it to 12 servings', ['servings'], 12],
    ['for twenty-four guests', ['servings'], 24],
    ['for one person', ['servings'], 1],
    ['for a single person', ['servings'], 1],
    ['spicier', ['spicier']],
    ['make it hotter', ['spicier']],
    ['more heat please', ['spicier']],
    ['milder', ['milder']],
    ['less spicy', ['milder']],
    ['not spicy', ['milder']],
    ['not too spicy for the kids', ['milder']],
    ['quicker', ['quicker']],
    ['faster please', ['quicker']],
    ['in less time', ['quicker']],
    ['without an oven', ['no_oven']],
    ['no oven', ['no_oven']],
    ['stovetop version', ['no_oven']],
    ['vegetarian, quicker and for 2', ['vegetarian', 'servings', 'quicker'], 2],
    ['make it taste better', null],
    ['add more salt', null],
    ['cook it for 20 minutes', null],
    ['for 30 people', null],
    ['for 0 people', null],
    ['', null],
  ],
  es: [
    ['hazla vegetariana', ['vegetarian']],
    ['Sin carne, por favor', ['vegetarian']],
    ['vegetariano', ['vegetarian']],
    ['hazlo vegano', ['vegan']],
    ['vegana para 4', ['vegan', 'servings'], 4],
    ['sin gluten', ['gluten_free']],
    ['sin lácteos', ['dairy_free']],
    ['sin lactosa', ['dairy_free']],
    ['sin leche', ['dairy_free']],
    ['para 6 personas', ['servings'], 6],
    ['para seis', ['servings'], 6],
    ['para veinticuatro comensales', ['servings'], 24],
    ['para una persona', ['servings'], 1],
    ['más picante', ['spicier']],
    ['que pique más', ['spicier']],
    ['menos picante', ['milder']],
    ['nada picante', ['milder']],
    ['más suave, para niños', ['milder']],
    ['más rápido', ['quicker']],
    ['en menos tiempo', ['quicker']],
    ['sin horno', ['no_oven']],
    ['hazla en la sartén', ['no_oven']],
    ['sin gluten y sin lácteos para dos', ['gluten_free', 'dairy_free', 'servings'], 2],
    ['que esté más rica', null],
    ['para una cena', null],
    ['con más sal', null],
  ],
  de: [
    ['vegetarisch', ['vegetarian']],
    ['ohne Fleisch', ['vegetarian']],
    ['Mach es vegetarisch', ['vegetarian']],
    ['vegan bitte', ['vegan']],
    ['glutenfrei', ['gluten_free']],
    ['ohne Gluten', ['gluten_free']],
    ['laktosefrei', ['dairy_free']],
    ['ohne Milchprodukte', ['dairy_free']],
    ['für 6 Personen', ['servings'], 6],
    ['für sechs', ['servings'], 6],
    ['für zwölf Leute', ['servings'], 12],
    ['für vierundzwanzig Personen', ['servings'], 24],
    ['für eine Person', ['servings'], 1],
    ['schärfer', ['spicier']],
    ['mehr Schärfe', ['spicier']],
    ['milder', ['milder']],
    ['weniger scharf', ['milder']],
    ['nicht scharf', ['milder']],
    ['schneller', ['quicker']],
    ['in weniger Zeit', ['quicker']],
    ['ohne Ofen', ['no_oven']],
    ['ohne Backofen, auf dem Herd', ['no_oven']],
    ['vegan und schneller für 3', ['vegan', 'servings', 'quicker'], 3],
    ['mach es leckerer', null],
    ['20 Minuten kochen', null],
  ],
};

describe('parseRefineInstruction', () => {
  for (const [language, cases] of Object.entries(CASES)) {
    describe(language, () => {
      it.each(cases as Array<[string, RefineChange[] | null, number | undefined]>)('%s', (text, changes, servings) => {
        const got = parseRefineInstruction(text);
        if (changes === null) {
          expect(got).toBeNull();
          return;
        }
        expect(got?.changes).toEqual(changes);
        expect(got?.servings).toBe(servings);
      });
    });
  }

  it('reads every number from 1 to 24 in digits and never above', () => {
    for (let n = 1; n <= 24; n++) {
      expect(parseRefineInstruction(`for ${n} people`)).toEqual({ changes: ['servings'], servings: n });
      expect(parseRefineInstruction(`para ${n}`)).toEqual({ changes: ['servings'], servings: n });
      expect(parseRefineInstruction(`für ${n} Personen`)).toEqual({ changes: ['servings'], servings: n });
    }
    expect(parseRefineInstruction('for 25 people')).toBeNull();
  });

  it('reads the number words from one to twenty-four in each language', () => {
    const en = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'twenty-one', 'twenty-two', 'twenty-three', 'twenty-four'];
    const es = ['uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'veintiuno', 'veintidós', 'veintitrés', 'veinticuatro'];
    const de = ['eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf', 'dreizehn', 'vierzehn', 'fünfzehn', 'sechzehn', 'siebzehn', 'achtzehn', 'neunzehn', 'zwanzig', 'einundzwanzig', 'zweiundzwanzig', 'dreiundzwanzig', 'vierundzwanzig'];
    en.forEach((w, i) => expect(parseRefineInstruction(`for ${w}`)?.servings, w).toBe(i + 1));
    es.forEach((w, i) => expect(parseRefineInstruction(`para ${w} personas`)?.servings, w).toBe(i + 1));
    de.forEach((w, i) => expect(parseRefineInstruction(`für ${w} Personen`)?.servings, w).toBe(i + 1));
  });

  it('reads the words a menu choice sends back as that change, in every language', () => {
    for (const language of ['en', 'es', 'de'] as const) {
      for (const change of REFINE_CHANGE_IDS) {
        const text = refineInstructionText(change, language, 6);
        expect(parseRefineInstruction(text), `${language} ${text}`).toEqual(change === 'servings' ? { changes: ['servings'], servings: 6 } : { changes: [change] });
      }
    }
  });

  it('labels every change in en, es and de', () => {
    expect(REFINE_CHANGES.map((c) => c.change)).toEqual([...REFINE_CHANGE_IDS]);
    for (const { label } of REFINE_CHANGES) for (const l of ['en', 'es', 'de'] as const) expect(label[l]).toBeTruthy();
    expect(refineChangeLabel('servings', 'es', 6)).toBe('Para 6 personas');
    expect(refineChangeLabel('servings', 'en', 1)).toBe('For 1 person');
    expect(refineChangeLabel('no_oven', 'de')).toBe('Ohne Ofen');
  });
});
