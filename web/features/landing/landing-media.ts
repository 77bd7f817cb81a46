/**
 * The landing page's background media. The video URLs are build-time settings
 * (VITE_LANDING_VIDEO_URL and VITE_LANDING_VIDEO_MOBILE_URL, e.g. in .env.local); without them
 * the poster shipped in public/media stands alone.
 */
export interface LandingMedia {
  videoUrl: string | null;
  /** Used at widths up to 768 px (falls back to `videoUrl`). */
  mobileVideoUrl: string | null;
  poster: string;
}

function url(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

export const LANDING_MEDIA: LandingMedia = {
  videoUrl: url(import.meta.env.VITE_LANDING_VIDEO_URL),
  mobileVideoUrl: url(import.meta.env.VITE_LANDING_VIDEO_MOBILE_URL),
  poster: '/media/landing-poster.svg',
};

/** docs/product.md "Landing": the content shows when the video ends, errors, or after 5 s. */
export const REVEAL_TIMEOUT_MS = 5000;

/** docs/product.md "Landing": the mobile video is used at widths up to 768 px. */
export const MOBILE_VIDEO_QUERY = '(max-width: 768px)';
