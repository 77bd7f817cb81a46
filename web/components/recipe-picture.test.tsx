import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dishIllustration } from '#core/recipe/dish-illustration';
import { RecipePicture } from './recipe-picture';

/** Each element with its attributes, styles without spacing: how the DOM holds the drawing. */
function drawing(root: Element): string[] {
  return [root, ...root.querySelectorAll('*')].map((el) =>
    [el.tagName.toLowerCase(), ...[...el.attributes].map((a) => `${a.name}=${a.name === 'style' ? a.value.replace(/\s|;$/g, '') : a.value}`).sort()].join(' '),
  );
}

/** The drawing of the markup core/recipe/dish-illustration writes (what the shared page's HTML holds). */
function drawingOf(svg: string): string[] {
  const box = document.createElement('div');
  box.innerHTML = svg;
  return drawing(box.firstElementChild!);
}

const recipe = { title: 'Tomato soup', ingredients: '1 kg tomatoes\n1 onion\nFresh basil' };

describe('RecipePicture: photo, else AI picture, else the illustration', () => {
  it("shows the cook's photo first", () => {
    render(<RecipePicture photoUrl="/api/images/photo.jpg" aiImageUrl="/api/images/ai.png" {...recipe} />);
    expect(screen.getByTestId('recipe-picture-photo')).toHaveAttribute('src', '/api/images/photo.jpg');
    expect(screen.queryByTestId('recipe-illustration')).toBeNull();
  });

  it('shows the AI picture when there is no photo', () => {
    render(<RecipePicture photoUrl={null} aiImageUrl="/api/images/ai.png" {...recipe} />);
    expect(screen.getByTestId('recipe-picture-photo')).toHaveAttribute('src', '/api/images/ai.png');
  });

  it('falls back from a broken photo to the AI picture, then to the illustration', () => {
    render(<RecipePicture photoUrl="/broken.jpg" aiImageUrl="/broken-ai.png" {...recipe} />);
    fireEvent.error(screen.getByTestId('recipe-picture-photo'));
    expect(screen.getByTestId('recipe-picture-photo')).toHaveAttribute('src', '/broken-ai.png');
    fireEvent.error(screen.getByTestId('recipe-picture-photo'));
    expect(screen.queryByTestId('recipe-picture-photo')).toBeNull();
    expect(screen.getByTestId('recipe-illustration').querySelector('svg')).not.toBeNull();
  });

  it('draws the illustration inline (no image request), element for element the server markup', () => {
    const { container } = render(<RecipePicture {...recipe} />);
    expect(container.querySelector('img')).toBeNull();
    expect(drawing(screen.getByTestId('recipe-illustration').firstElementChild!)).toEqual(drawingOf(dishIllustration(recipe)));
  });

  it('lines or text draw the same picture; another recipe draws another', () => {
    const { rerender } = render(<RecipePicture title={recipe.title} ingredients={recipe.ingredients.split('\n')} />);
    expect(drawing(screen.getByTestId('recipe-illustration').firstElementChild!)).toEqual(drawingOf(dishIllustration(recipe)));
    rerender(<RecipePicture title="Pad Thai" ingredients={['rice noodles', 'shrimp', 'eggs']} />);
    expect(drawing(screen.getByTestId('recipe-illustration').firstElementChild!)).not.toEqual(drawingOf(dishIllustration(recipe)));
  });

  it('is hidden from screen readers when decorative, and named when given an alt', () => {
    const { rerender } = render(<RecipePicture {...recipe} />);
    expect(screen.queryByRole('img')).toBeNull();
    rerender(<RecipePicture {...recipe} alt="Tomato soup" />);
    expect(screen.getByRole('img', { name: 'Tomato soup' })).toBeInTheDocument();
    rerender(<RecipePicture {...recipe} photoUrl="/p.jpg" alt="Your photo" />);
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', '/p.jpg');
  });

  it('switches to dark colours through classes on its box', () => {
    render(<RecipePicture {...recipe} className="aspect-[4/3]" />);
    const box = screen.getByTestId('recipe-illustration');
    expect(box.className).toContain('dark:[--dish-l1:36%]');
    expect(box.className).toContain('aspect-[4/3]');
  });
});
