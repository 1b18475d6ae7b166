import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage } from './fallback-image.tsx';

describe('FallbackImage', () => {
  it('offers provider images at the fixed widths when given sizes', () => {
    render(
      <FallbackImage
        src="/bff/media/public/Images/a.jpg"
        fallbackSrc="/p.svg"
        width={400}
        height={250}
        alt="A"
        sizes="50vw"
        maxWidth={640}
      />,
    );
    const img = screen.getByRole('img', { name: 'A' });
    expect(img).toHaveAttribute('src', '/bff/media/public/Images/a.jpg?w=640');
    expect(img).toHaveAttribute(
      'srcset',
      '/bff/media/public/Images/a.jpg?w=160 160w, /bff/media/public/Images/a.jpg?w=320 320w, /bff/media/public/Images/a.jpg?w=480 480w, /bff/media/public/Images/a.jpg?w=640 640w',
    );
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('keeps site images and PDFs as they are', () => {
    render(<FallbackImage src="/images/x.svg" fallbackSrc="/p.svg" width={10} height={10} alt="X" sizes="50vw" />);
    expect(screen.getByRole('img', { name: 'X' })).not.toHaveAttribute('srcset');
  });

  it('swaps to the placeholder, without a srcset, when the image fails or is missing', () => {
    render(
      <FallbackImage
        src="/bff/media/public/Images/b.jpg"
        fallbackSrc="/p.svg"
        width={10}
        height={10}
        alt="B"
        sizes="50vw"
      />,
    );
    const img = screen.getByRole('img', { name: 'B' });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/p.svg');
    expect(img).not.toHaveAttribute('srcset');
    render(<FallbackImage src={null} fallbackSrc="/p.svg" width={10} height={10} alt="C" />);
    expect(screen.getByRole('img', { name: 'C' })).toHaveAttribute('src', '/p.svg');
  });
});
