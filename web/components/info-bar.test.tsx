import { render, screen } from '@testing-library/react';
import { Sparkles } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { InfoBar } from './info-bar';

describe('InfoBar', () => {
  it('is a region named by its label, the icon hidden from screen readers, then what it holds', () => {
    const { container } = render(
      <InfoBar label="This month's generations" icon={Sparkles} data-testid="bar" className="text-sm">
        <p>3 of 10 used</p>
      </InfoBar>,
    );
    const bar = screen.getByRole('region', { name: "This month's generations" });
    expect(bar).toBe(screen.getByTestId('bar'));
    expect(bar).toHaveClass('text-sm', 'rounded-xl', 'bg-card');
    expect(bar.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(bar).toHaveTextContent('3 of 10 used');
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });
});
