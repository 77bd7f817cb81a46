import { useMediaQuery } from '../../../lib/use-media-query';
import { MOBILE_VIDEO_QUERY, type LandingMedia } from '../landing-media';

interface LandingBackgroundProps {
  media: LandingMedia;
  /** The video URL chosen for this viewport, or null (poster only). */
  src: string | null;
  onDone: () => void;
}

/** The full-bleed background: the poster, and over it the muted video when there is one. */
export function LandingBackground({ media, src, onDone }: LandingBackgroundProps) {
  return (
    <div aria-hidden className="absolute inset-0 -z-10 overflow-hidden bg-stone-950">
      <img src={media.poster} alt="" className="absolute inset-0 size-full object-cover" />
      {src ? (
        <video
          key={src}
          data-testid="landing-video"
          className="absolute inset-0 size-full object-cover"
          src={src}
          poster={media.poster}
          autoPlay
          muted
          playsInline
          preload="auto"
          onEnded={onDone}
          onError={onDone}
        />
      ) : null}
      <div className="absolute inset-0 bg-gradient-to-b from-black/55 via-black/35 to-black/80" />
      <div className="absolute inset-0 hidden bg-gradient-to-r from-black/70 via-black/30 to-transparent sm:block" />
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_30%_40%,transparent_0%,rgba(0,0,0,0.45)_75%)]" />
    </div>
  );
}

/** The video for this viewport: the mobile variant up to 768 px; none when motion is reduced. */
export function useLandingVideo(media: LandingMedia): string | null {
  const mobile = useMediaQuery(MOBILE_VIDEO_QUERY);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  if (reducedMotion) return null;
  return (mobile ? (media.mobileVideoUrl ?? media.videoUrl) : (media.videoUrl ?? media.mobileVideoUrl)) ?? null;
}
