import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { Greeting } from './greeting';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('Greeting', () => {
  it.each([
    ['en', 'Welcome, Ana!', 'Welcome back, Ana!'],
    ['es', '¡Te damos la bienvenida, Ana!', '¡Hola de nuevo, Ana!'],
    ['de', 'Willkommen, Ana!', 'Willkommen zurück, Ana!'],
  ])('%s: a new cook is welcomed, a returning one welcomed back', async (language, fresh, back) => {
    await i18n.changeLanguage(language);
    const { rerender } = render(<Greeting givenName="Ana" returning={false} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fresh);
    rerender(<Greeting givenName="Ana" returning />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(back);
  });

  it('reads well without a name', () => {
    render(<Greeting givenName="" returning={false} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome!');
  });
});
