import { ChevronDown, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allowanceWords } from '#core/kernel/plans';
import { useFormat } from '../../../lib/format';
import { inputClass } from './form-field';

/** The FAQ's questions in order, each with an optional link to where the answer lives. */
const FAQ = [
  { id: 'plans', link: { to: '/pricing', key: 'pricing' } },
  { id: 'limits', link: { to: '/pricing', key: 'pricing' } },
  { id: 'credits', link: { to: '/credits', key: 'credits' } },
  { id: 'billing', link: { to: '/pricing', key: 'pricing' } },
  { id: 'household', link: { to: '/settings#household', key: 'household' } },
  { id: 'offline', link: null },
  { id: 'demoChef', link: null },
  { id: 'privacy', link: { to: '/settings#privacy', key: 'settingsPrivacy' } },
  { id: 'export', link: { to: '/settings#your-data', key: 'yourData' } },
  { id: 'deleting', link: { to: '/settings#delete-account', key: 'deleteAccount' } },
  { id: 'tools', link: null },
] as const;

/** Lower case without accents, so "cancelacion" finds "cancelación". */
export function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** Every word of the query must appear in the question or the answer. */
export function matchesQuery(text: string, query: string): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  const haystack = normalise(text);
  return words.every((word) => haystack.includes(word));
}

export function FaqSection() {
  const { t } = useTranslation('support');
  const id = useId();
  const [query, setQuery] = useState('');
  const { number } = useFormat();
  const allowances = allowanceWords(number);
  const items = FAQ.map((item) => ({ ...item, q: t(`faq.items.${item.id}.q`), a: t(`faq.items.${item.id}.a`, allowances) }));
  const shown = items.filter((item) => matchesQuery(`${item.q} ${item.a}`, query));
  return (
    <section aria-labelledby={`${id}-h`} className="rounded-2xl border border-border bg-card p-5 sm:p-6">
      <h2 id={`${id}-h`} className="text-xl font-semibold">
        {t('faq.title')}
      </h2>
      <div className="relative mt-4">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('faq.search')}
        </label>
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 mt-0.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('faq.searchPlaceholder')}
          aria-describedby={`${id}-count`}
          className={`${inputClass} pl-9`}
        />
      </div>
      <p id={`${id}-count`} aria-live="polite" className="mt-2 text-xs text-muted-foreground">
        {query.trim() ? t('faq.results', { count: shown.length }) : ''}
      </p>
      {shown.length === 0 ? (
        <div className="mt-2 rounded-lg bg-muted p-4 text-sm">
          <p className="font-medium">{t('faq.empty', { query: query.trim() })}</p>
          <a href="#contact" className="mt-1 inline-block text-primary underline">
            {t('faq.emptyHint')}
          </a>
        </div>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {shown.map((item) => (
            <li key={item.id}>
              <details className="group py-3" open={query.trim() !== '' && shown.length <= 2}>
                <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-md py-1 font-medium focus-visible:outline-2 focus-visible:outline-primary [&::-webkit-details-marker]:hidden">
                  {item.q}
                  <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180" />
                </summary>
                <p className="mt-2 leading-relaxed text-muted-foreground">{item.a}</p>
                {item.link ? (
                  item.link.to.startsWith('#') ? (
                    <a href={item.link.to} className="mt-2 inline-block text-sm font-medium text-primary underline">
                      {t(`faq.links.${item.link.key}`)}
                    </a>
                  ) : (
                    <Link to={item.link.to} className="mt-2 inline-block text-sm font-medium text-primary underline">
                      {t(`faq.links.${item.link.key}`)}
                    </Link>
                  )
                ) : null}
                {item.id === 'privacy' ? (
                  <Link to="/privacy" className="mt-2 ml-4 inline-block text-sm font-medium text-primary underline">
                    {t('faq.links.privacyPolicy')}
                  </Link>
                ) : null}
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
