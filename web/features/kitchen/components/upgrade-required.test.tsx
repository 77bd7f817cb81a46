import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderKitchen } from '../test/render';
import { UpgradeRequired } from './upgrade-required';

describe('UpgradeRequired sells only what exists', () => {
  it('lists the Pro kitchen features without alerts or notifications (none are sent)', () => {
    renderKitchen(<UpgradeRequired area="pantry" title="Pantry" />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(items).toContain('What expires soon, at a glance, to cook first');
    expect(items.join(' ')).not.toMatch(/alert|notification/i);
  });
});
