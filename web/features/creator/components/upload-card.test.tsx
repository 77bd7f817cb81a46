import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UploadCard } from './upload-card';

function setup() {
  const onFile = vi.fn();
  render(<UploadCard preview={null} detecting={false} onFile={onFile} onRemove={() => {}} error={null} />);
  return { onFile, input: screen.getByTestId('upload-input') };
}

function sized(name: string, type: string, size: number) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('UploadCard validation (docs/product.md "Validation")', () => {
  it('refuses a file that is not an image', async () => {
    const { onFile, input } = setup();
    await userEvent.upload(input, new File(['hi'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a valid image file (JPG, PNG, WebP, GIF, SVG)');
    expect(onFile).not.toHaveBeenCalled();
  });

  it('refuses a file over 10 MB and names its size', async () => {
    const { onFile, input } = setup();
    await userEvent.upload(input, sized('big.jpg', 'image/jpeg', 12.5 * 1024 * 1024), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'File size too large. Please select an image smaller than 10MB. Current file size: 12.50MB.',
    );
    expect(onFile).not.toHaveBeenCalled();
  });

  it('accepts svg, png, jpeg, gif and webp up to exactly 10 MB, keeping only the first file', async () => {
    const { onFile, input } = setup();
    for (const [name, type] of [
      ['a.svg', 'image/svg+xml'],
      ['a.png', 'image/png'],
      ['a.jpeg', 'image/jpeg'],
      ['a.gif', 'image/gif'],
      ['a.webp', 'image/webp'],
    ] as const) {
      await userEvent.upload(input, sized(name, type, 10 * 1024 * 1024));
    }
    expect(onFile).toHaveBeenCalledTimes(5);
    onFile.mockClear();
    const first = sized('first.png', 'image/png', 100);
    const second = sized('second.png', 'image/png', 100);
    const dropzone = screen.getByTestId('upload-dropzone');
    fireEvent.drop(dropzone, { dataTransfer: { files: [first, second] } });
    expect(onFile).toHaveBeenCalledTimes(1);
    expect(onFile).toHaveBeenCalledWith(first);
  });

  it('shows only the first error, and clears it when a valid file follows', async () => {
    const { input } = setup();
    await userEvent.upload(input, new File(['x'], 'a.bmp', { type: 'image/bmp' }), { applyAccept: false });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.upload(input, sized('ok.png', 'image/png', 100));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers the camera on phones', () => {
    setup();
    const camera = screen.getByLabelText('Take a photo', { selector: 'input' });
    expect(camera).toHaveAttribute('capture', 'environment');
  });
});
