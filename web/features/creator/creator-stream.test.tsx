import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../../test/match-media';
import { makeMe, mockApi } from '../../test/mock-api';
import { recipeFixture } from './test-fixtures';
import { renderCreator } from './test-render';

/** The creator reading the streamed answer (docs/decisions/025-streaming-generation.md). */

const encoder = new TextEncoder();

/** `POST /api/generate-recipe` answered as an event stream the test writes event by event. */
function streamedGenerate() {
  const base = mockApi({
    'GET /api/users/me': makeMe({ planType: 'free' }),
    'GET /api/usage': { planType: 'free', billingPeriod: null, used: 1, limit: 3, credits: 0 },
  });
  const others = base.spy.getMockImplementation()!;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const request: { accept: string | null; signal: AbortSignal | null } = { accept: null, signal: null };
  base.spy.mockImplementation(async (input, init) => {
    if (!String(input).endsWith('/api/generate-recipe')) return others(input, init);
    request.accept = new Headers(init?.headers).get('accept');
    request.signal = init?.signal ?? null;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    // As fetch does: aborting the request breaks its body.
    init?.signal?.addEventListener('abort', () => controller.error(new DOMException('The user aborted a request.', 'AbortError')));
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  const send = (event: string, data: unknown) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
  const line = (section: string, text: string) => send('line', { section, text });
  return { request, send, line, calls: base.calls };
}

const quickButton = () => screen.getByRole('button', { name: 'Generate quick recipe' });
const overlayStage = () => screen.queryByTestId('overlay-stage');

beforeEach(() => installMatchMedia());
afterEach(() => vi.restoreAllMocks());

// Each test renders the whole creator: slow on a busy machine.
describe('CreatorPage: the recipe streams in', { timeout: 20_000 }, () => {
  it('shows the overlay until the first line, fills in line by line, then shows the saved recipe', async () => {
    const server = streamedGenerate();
    renderCreator({ prefillIngredient: 'tomato' });
    await userEvent.click(quickButton());
    await waitFor(() => expect(server.request.accept).toBe('text/event-stream'));
    server.send('meta', { provider: 'offline', attempt: 1 });
    expect(await screen.findByText('Analyzing your ingredients…', { selector: '[data-testid="overlay-stage"]' })).toBeInTheDocument();

    server.line('title', 'Tomato soup');
    const draft = await screen.findByTestId('streaming-recipe');
    expect(within(draft).getByRole('heading', { level: 2 })).toHaveTextContent('Tomato soup');
    expect(overlayStage()).toBeNull(); // gone at once, at the first line
    expect(screen.getByRole('heading', { level: 1 }).closest('[inert]')).toBeNull();
    expect(draft).toHaveFocus();
    expect(screen.getByTestId('stream-status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('stream-status')).toHaveTextContent('Writing “Tomato soup”…');

    server.line('description', 'A warming soup.');
    server.line('ingredient', '4 tomatoes');
    await waitFor(() => expect(within(draft).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['4 tomatoes']));
    expect(screen.getByTestId('stream-status')).toHaveTextContent('Listing the ingredients…');
    server.line('ingredient', '1 onion');
    server.line('step', '1. Chop the **onion**.');
    await waitFor(() => expect(within(screen.getByTestId('streaming-steps')).getByText('onion').tagName).toBe('STRONG'));
    expect(within(screen.getByTestId('streaming-ingredients')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('stream-status')).toHaveTextContent('Writing the steps…');
    expect(screen.queryByText('Saved to your recipes.')).toBeNull();

    server.send('done', { recipe: recipeFixture() });
    expect(await screen.findByText('Saved to your recipes.')).toBeInTheDocument();
    expect(screen.queryByTestId('streaming-recipe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Open saved recipe' })).toHaveAttribute('href', '/recipe/r1');
    expect(await screen.findByText('Recipe generated!')).toBeInTheDocument();
  });

  it('starts the lines over when the server restarts for the diet profile', async () => {
    const server = streamedGenerate();
    renderCreator({ prefillIngredient: 'tomato' });
    await userEvent.click(quickButton());
    await waitFor(() => expect(server.request.accept).not.toBeNull());
    server.send('meta', { provider: 'gemini', attempt: 1 });
    server.line('title', 'Cheesy pasta');
    server.line('ingredient', '200 g pasta');
    await screen.findByText('200 g pasta');
    server.send('meta', { provider: 'gemini', attempt: 2, restart: 'diet' });
    server.line('title', 'Garlic pasta');
    expect(await screen.findByRole('heading', { name: 'Garlic pasta' })).toBeInTheDocument();
    expect(screen.queryByText('200 g pasta')).toBeNull();
    expect(screen.getByTestId('stream-status')).toHaveTextContent('An ingredient broke your diet profile');
  });

  it('Stop writing aborts the request and returns to the form as it was', async () => {
    const server = streamedGenerate();
    renderCreator({ prefillIngredient: 'tomato' });
    await userEvent.click(quickButton());
    await waitFor(() => expect(server.request.signal).not.toBeNull());
    server.send('meta', { provider: 'gemini', attempt: 1 });
    server.line('title', 'Tomato soup');
    await userEvent.click(await screen.findByRole('button', { name: 'Stop writing' }));
    expect(server.request.signal?.aborted).toBe(true);
    expect(await screen.findByText('Stopped. An unfinished recipe is not saved or counted.')).toBeInTheDocument();
    expect(screen.queryByTestId('streaming-recipe')).toBeNull();
    expect(screen.getByText('tomato')).toBeInTheDocument();
    expect(quickButton()).toBeEnabled();
    expect(screen.queryByTestId('creator-error')).toBeNull();
  });

  it('an error event shows the same banner and toast as a JSON error, back on the form', async () => {
    const server = streamedGenerate();
    renderCreator({ prefillIngredient: 'peanuts' });
    await userEvent.click(quickButton());
    await waitFor(() => expect(server.request.accept).not.toBeNull());
    server.send('meta', { provider: 'gemini', attempt: 1 });
    server.line('title', 'Satay');
    await screen.findByTestId('streaming-recipe');
    server.send('error', {
      error: 'This recipe could not be made to fit your diet and allergy profile.',
      code: 'diet_conflict',
      details: '"2 tbsp peanut butter" conflicts with peanuts ("peanut")',
      ingredient: '2 tbsp peanut butter',
      status: 422,
    });
    expect(await screen.findByTestId('creator-error')).toHaveTextContent(
      'This recipe could not be made to fit your diet and allergy profile. “2 tbsp peanut butter” does not fit your profile.',
    );
    expect(screen.queryByTestId('streaming-recipe')).toBeNull();
    expect(quickButton()).toBeEnabled();
  });
});
