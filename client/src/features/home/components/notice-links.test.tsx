import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithTestSite } from '@/testing/render-with-page.tsx';
import { NoticeLinks } from './notice-links.tsx';

const notice = {
  id: 'n',
  title: 'Fee reminder',
  description: '',
  date: null,
  image: null,
  attachment: null,
  url: null,
};

describe('a notice’s links', () => {
  it('shows its file and its link, but never a link to an example address', () => {
    const { rerender, container } = render(
      <NoticeLinks
        className="x"
        notice={{
          ...notice,
          attachment: '/bff/media/public/pdf/fee.pdf',
          url: 'https://portal.schoolerp.example/login',
        }}
      />,
      { wrapper: WithTestSite },
    );
    expect(screen.getByRole('link', { name: /View attachment/ })).toHaveAttribute(
      'href',
      '/bff/media/public/pdf/fee.pdf',
    );
    expect(screen.queryByRole('link', { name: /Open link/ })).toBeNull();
    rerender(<NoticeLinks className="x" notice={{ ...notice, url: 'https://pay.stcolumbas.in/fees' }} />);
    expect(screen.getByRole('link', { name: /Open link/ })).toHaveAttribute('href', 'https://pay.stcolumbas.in/fees');
    rerender(<NoticeLinks className="x" notice={{ ...notice, url: 'https://forms.example.org/x' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
