import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewport } from '../../../test/match-media';
import { mockApi } from '../../../test/mock-api';
import { createTestQueryClient } from '../../../test/render-app';
import { REVEAL_TIMEOUT_MS, type LandingMedia } from '../landing-media';
import { LandingPage } from './landing-page';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const withVideo: LandingMedia = {
  videoUrl: 'https://media.example/landing.mp4',
  mobileVideoUrl: 'https://media.example/landing-mobile.mp4',
  poster: '/media/landing-poster.svg',
};
const noVideo: LandingMedia = { videoUrl: null, mobileVideoUrl: null, poster: '/media/landing-poster.svg' };

function renderLanding(media: LandingMedia) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <LandingPage media={media} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByTestId('landing-content');
}

describe('the landing page', () => {
  it('without a video URL shows the content at once over the poster', () => {
    const content = renderLanding(noVideo);
    expect(content).toHaveAttribute('data-revealed', 'true');
    expect(screen.queryByTestId('landing-video')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Turn what's in your fridge");
    expect(screen.getByText('iPhone & iPad')).toBeInTheDocument();
    expect(screen.getAllByText('Coming soon')).toHaveLength(2);
  });

  it('reveals the content after 5 s while the video plays', () => {
    vi.useFakeTimers();
    const content = renderLanding(withVideo);
    expect(content).toHaveAttribute('data-revealed', 'false');
    act(() => vi.advanceTimersByTime(REVEAL_TIMEOUT_MS - 1));
    expect(content).toHaveAttribute('data-revealed', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(content).toHaveAttribute('data-revealed', 'true');
  });

  it('reveals the content when the video ends', () => {
    const content = renderLanding(withVideo);
    fireEvent.ended(screen.getByTestId('landing-video'));
    expect(content).toHaveAttribute('data-revealed', 'true');
  });

  it('reveals the content when the video fails', () => {
    const content = renderLanding(withVideo);
    fireEvent.error(screen.getByTestId('landing-video'));
    expect(content).toHaveAttribute('data-revealed', 'true');
  });

  it('uses the mobile video up to 768 px and the desktop one above', () => {
    setViewport({ width: 768 });
    renderLanding(withVideo);
    expect(screen.getByTestId('landing-video')).toHaveAttribute('src', withVideo.mobileVideoUrl);
    act(() => setViewport({ width: 769 }));
    expect(screen.getByTestId('landing-video')).toHaveAttribute('src', withVideo.videoUrl);
    expect(screen.getByTestId('landing-video')).toHaveAttribute('poster', withVideo.poster);
  });

  it('plays no video when the visitor prefers reduced motion', () => {
    setViewport({ reducedMotion: true });
    const content = renderLanding(withVideo);
    expect(screen.queryByTestId('landing-video')).not.toBeInTheDocument();
    expect(content).toHaveAttribute('data-revealed', 'true');
  });

  it('the sign-in button asks the API where to sign in and goes there', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'http://localhost' });
    mockApi({ 'GET /api/oauth/google/redirect_url': { redirectUrl: '/dev/sign-in?state=abc' } });
    renderLanding(noVideo);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dev/sign-in?state=abc'));
    vi.unstubAllGlobals();
  });
});
