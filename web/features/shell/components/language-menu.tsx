import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';
import { Flag } from '../../../components/ui/flag';
import { cn } from '../../../lib/cn';
import { isLanguageCode, LANGUAGES } from '../../../lib/preferences';

/**
 * The language dropdown (flags): switches at once and remembers the choice. `label` names the
 * trigger where a second one is on the page (the footer's).
 */
export function LanguageMenu({ className, label }: { className?: string; label?: (language: string) => string }) {
  const { t } = useTranslation();
  const current = currentLanguage();
  const language = LANGUAGES.find((l) => l.code === current) ?? LANGUAGES[0];
  return (
    <DropdownMenu modal={false}>
      {/* Named by its content, visible code first ("EN, Language: English"), so what is seen is said. */}
      <DropdownMenuTrigger
        className={cn(
          'inline-flex h-10 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium hover:bg-black/5 dark:hover:bg-white/10',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          className,
        )}
      >
        <Flag code={language.code} />
        <span className="uppercase">{language.code}</span>
        <span className="sr-only">, {label ? label(language.name) : t('shell.language', { language: language.name })}</span>
        <Globe aria-hidden className="size-4 opacity-60" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('shell.chooseLanguage')}</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) => {
            if (isLanguageCode(value)) void changeLanguage(value);
          }}
        >
          {LANGUAGES.map((l) => (
            <DropdownMenuRadioItem key={l.code} value={l.code} lang={l.code}>
              <Flag code={l.code} />
              {l.name}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
