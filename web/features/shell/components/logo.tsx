import { useTranslation } from 'react-i18next';

/** The Forkcast mark and word. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
      <svg aria-hidden viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="9" fill="#c2410c" />
        <path
          d="M11 7v7a3 3 0 0 0 3 3v8M14 7v6M17 7v7a3 3 0 0 1-3 3M22 7c-2 2-2.5 5-2.5 8h2.5v10"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{t('appName')}</span>
    </span>
  );
}
