import { describe, expect, it } from 'vitest';
import { pageLanguage } from './page-language';

describe('pageLanguage', () => {
  it.each([
    [null, null, 'en'],
    ['', 'de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['', 'fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7', 'es'],
    ['', 'en;q=0.5, de;q=0.9', 'de'],
    ['', 'de;q=0, es', 'es'],
    ['', 'fr, it', 'en'],
    ['', 'ES-mx', 'es'],
    ['theme=dark; fc_lang=es', 'de-DE', 'es'],
    ['fc_lang=fr', 'de-DE', 'de'],
    ['xfc_lang=es', 'de', 'de'],
    ['fc_lang=de', null, 'de'],
  ])('cookie %j, Accept-Language %j -> %s', (cookies, accept, expected) => {
    expect(pageLanguage(cookies, accept)).toBe(expected);
  });
});
