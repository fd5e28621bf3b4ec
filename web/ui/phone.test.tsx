// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { provider } from '#contract';
import { Phone } from './phone';

afterEach(cleanup);

describe('a phone number on the site', () => {
  it('when the provider’s number is shown, then it is a tel: link with "(TTY 711)" beside it (a no-break space between), outside the link', () => {
    const { container } = render(<p>Call <Phone />.</p>);
    expect(container.textContent).toBe(`Call ${provider.phone} (TTY\u00a0711).`);
    expect(screen.getByRole('link').getAttribute('href')).toBe(`tel:${provider.phoneHref}`);
    expect(screen.getByRole('link').textContent).toBe(provider.phone);
  });

  it('when another number is given, then that one is called, with the relay beside it too', () => {
    const { container } = render(<Phone number="(513) 555-2041" href="+15135552041" />);
    expect(container.textContent).toBe('(513) 555-2041 (TTY\u00a0711)');
    expect(screen.getByRole('link').getAttribute('href')).toBe('tel:+15135552041');
  });
});
