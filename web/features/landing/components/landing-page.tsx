import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PLANS } from '#core/kernel/plans';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSignIn } from '../../../lib/session';
import { useContentReveal } from '../hooks/use-content-reveal';
import { LANDING_MEDIA, type LandingMedia } from '../landing-media';
import { HowItWorks } from './how-it-works';
import { LandingBackground, useLandingVideo } from './landing-background';
import { StoreBadges } from './store-badges';
import { useDocumentTitle } from '../../../lib/document-title';

/**
 * The signed-out landing page (docs/product.md "Landing"): a background video (mobile variant up to 768 px,
 * poster fallback), the content revealed when the video ends, errors or after 5 s, the sign-in
 * button and the store badges marked coming soon.
 */
export function LandingPage({ media = LANDING_MEDIA }: { media?: LandingMedia }) {
  const { t } = useTranslation('landing');
  useDocumentTitle(t('pageTitle'));
  const signIn = useSignIn();
  const videoSrc = useLandingVideo(media);
  const { revealed, reveal } = useContentReveal(videoSrc !== null);

  return (
    <>
      <section
        aria-labelledby="landing-title"
        className="relative isolate flex min-h-[100svh] items-end overflow-hidden pt-16 text-white sm:items-center"
      >
        <LandingBackground media={media} src={videoSrc} onDone={reveal} />
        <div
          data-testid="landing-content"
          data-revealed={revealed}
          onFocusCapture={reveal}
          className={cn(
            'mx-auto w-full max-w-6xl px-5 pt-10 pb-14 transition-opacity duration-700 sm:px-6 sm:py-24',
            revealed ? 'opacity-100' : 'pointer-events-none opacity-0',
          )}
        >
          {/* Fades up when the video reveals it; without a video it is there at once (first paint). */}
          <div className={cn('max-w-2xl', revealed && videoSrc !== null && 'animate-fade-up')}>
            <p className="inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-3 py-1 text-sm font-medium backdrop-blur-sm">
              <Sparkles aria-hidden className="size-4 text-orange-300" />
              {t('hero.eyebrow')}
            </p>
            <h1
              id="landing-title"
              className="mt-5 text-4xl leading-[1.05] font-bold tracking-tight text-balance sm:text-6xl"
            >
              {t('hero.title')}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-pretty text-white/85 sm:text-xl">{t('hero.subtitle')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
              <Button
                size="lg"
                className="w-full bg-orange-600 text-white shadow-lg shadow-orange-900/40 hover:bg-orange-500 sm:w-auto"
                disabled={signIn.isPending}
                onClick={() => signIn.mutate()}
              >
                {t('hero.signIn')}
                <ArrowRight aria-hidden className="size-5" />
              </Button>
              <p className="text-sm text-white/75">
                {t('hero.freeNote', { count: PLANS.free.monthlyGenerations })}
              </p>
            </div>
            <div className="mt-10">
              <StoreBadges />
            </div>
          </div>
        </div>
        {!revealed ? (
          <button
            type="button"
            onClick={reveal}
            className="absolute right-4 bottom-4 rounded-full bg-black/50 px-4 py-2 text-sm font-medium text-white backdrop-blur-sm hover:bg-black/70 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('hero.skipIntro')}
          </button>
        ) : null}
      </section>
      <HowItWorks />
    </>
  );
}
