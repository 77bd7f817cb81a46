import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotesPanel } from './notes-panel';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../../components/ui/toaster', () => ({ toast }));

describe('NotesPanel', () => {
  it('renders the notes as markdown: bold, italic, lists and safe links only', () => {
    const notes = [
      '**Less** salt, *more* basil',
      '- first [video](https://example.com/v)',
      '- second [trap](javascript:alert(1))',
      '',
      '1. preheat',
    ].join('\n');
    render(<NotesPanel notes={notes} onSave={vi.fn()} />);
    const view = screen.getByTestId('notes-text');
    expect(view).not.toHaveTextContent('**');
    expect(view.querySelector('strong')).toHaveTextContent('Less');
    expect(view.querySelector('em')).toHaveTextContent('more');
    expect(view.querySelectorAll('ul > li')).toHaveLength(2);
    expect(view.querySelectorAll('ol > li')).toHaveLength(1);
    const link = screen.getByRole('link', { name: 'video' });
    expect(link).toHaveAttribute('href', 'https://example.com/v');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(view.querySelectorAll('a')).toHaveLength(1);
    expect(view).toHaveTextContent('[trap](javascript:alert(1))');
  });

  it('cancel restores the saved text', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => undefined);
    render(<NotesPanel notes="Use less salt" onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit notes' }));
    const box = screen.getByRole('textbox', { name: 'Your notes' });
    await user.clear(box);
    await user.type(box, 'Something else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('notes-text')).toHaveTextContent('Use less salt');
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Edit notes' }));
    expect(screen.getByRole('textbox', { name: 'Your notes' })).toHaveValue('Use less salt');
  });

  it('saves, shows saving, then returns to view with the success toast', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { rerender } = render(<NotesPanel notes={null} onSave={onSave} />);
    expect(screen.getByText(/No notes yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add notes' }));
    await user.type(screen.getByRole('textbox', { name: 'Your notes' }), 'Great with basil');
    expect(screen.getByText('16/5000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(onSave).toHaveBeenCalledWith('Great with basil');
    expect(screen.getByRole('textbox', { name: 'Your notes' })).toBeDisabled();
    finish();
    rerender(<NotesPanel notes="Great with basil" onSave={onSave} />);
    expect(await screen.findByTestId('notes-text')).toHaveTextContent('Great with basil');
    expect(toast).toHaveBeenCalledWith('success', 'Notes saved');
  });

  it('keeps the draft and shows the failure toast when saving fails', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {
      throw new Error('nope');
    });
    render(<NotesPanel notes="Old" onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: 'Edit notes' }));
    await user.type(screen.getByRole('textbox', { name: 'Your notes' }), ' and new');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(toast).toHaveBeenCalledWith('error', 'Failed to save notes');
    expect(screen.getByRole('textbox', { name: 'Your notes' })).toHaveValue('Old and new');
  });
});
