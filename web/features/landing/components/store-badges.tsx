import { Smartphone, TabletSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The mobile apps, shown as coming soon (not links: there is nothing to download yet). Each badge
 * has a fixed width with room for its label in the fallback font, so whether the two fit on one
 * row never changes when the web font arrives: the landing's content is bottom-aligned, and a row
 * of badges wrapping or unwrapping would shift the whole hero (a layout shift Lighthouse measured
 * at 0.19, docs/bench.md "Lighthouse (public pages, mobile)").
 */
export function StoreBadges() {
  const { t } = useTranslation('landing');
  const badges = [
    { id: 'ios', icon: Smartphone, label: t('stores.ios') },
    { id: 'android', icon: TabletSmartphone, label: t('stores.android') },
  ];
  return (
    <ul aria-label={t('stores.label')} className="flex flex-wrap items-center gap-3">
      {badges.map((badge) => (
        <li
          key={badge.id}
          aria-disabled="true"
          className="flex w-48 items-center gap-2.5 rounded-xl border border-white/25 bg-black/55 px-3 py-2.5 text-white backdrop-blur-sm"
        >
          <badge.icon aria-hidden className="size-6 shrink-0 opacity-90" />
          <span className="leading-tight">
            <span className="block text-[0.65rem] font-semibold tracking-wider text-orange-300 uppercase">
              {t('stores.comingSoon')}
            </span>
            <span className="block text-base font-semibold">{badge.label}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
