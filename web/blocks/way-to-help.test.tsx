// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { guidePath, provider } from '#contract';
import { wayToHelpText } from '#contract/way-to-help';
import { wayToHelpTextEs } from '#contract/way-to-help.es';
import { renderIn } from '../testing/in-language';
import { WayToHelp } from './way-to-help';
import { UrgentNote } from './urgent-note';

afterEach(cleanup);

describe('the way to help', () => {
  it('when shown above a form, then it leads with 911 and says who calls us day or night and where anyone else goes, 911 and our number as links', () => {
    renderIn(<UrgentNote />);

    const note = screen.getByText('Emergency?').closest('p')!;
    expect(note.textContent).toBe(wayToHelpText(provider.phone));
    expect(note.textContent).toMatch(/^Emergency\? Call 911 now\. Already our patient\? Call us day or night at .*\. Not yet\? Call your doctor or go to urgent care\.$/);
    expect(screen.getByRole('link', { name: '911' }).getAttribute('href')).toBe('tel:911');
    expect(screen.getByRole('link', { name: provider.phone }).getAttribute('href')).toBe(`tel:${provider.phoneHref}`);
    expect(screen.queryByRole('link', { name: /When to Seek Professional Help/ })).toBeNull();
  });

  it('when shown after an outcome or in an error toast, then it also links "When to Seek Professional Help" in a new tab', () => {
    renderIn(
      <p>
        <WayToHelp guide />
      </p>,
    );

    const guide = screen.getByRole('link', { name: 'When to Seek Professional Help (opens in a new tab)' });
    expect(guide.getAttribute('href')).toBe('/api/resources/when-to-seek-professional-help.html');
    expect(guide.getAttribute('target')).toBe('_blank');
    expect(guide.hasAttribute('hreflang')).toBe(false);
  });

  it('when shown on a Spanish page, then the same three lines come in Spanish, 911 and our number still links', () => {
    renderIn(
      <p>
        <WayToHelp guide />
      </p>,
      'es',
    );

    const note = screen.getByText('¿Es una emergencia?').closest('p')!;
    expect(note.textContent).toMatch(new RegExp(`^${wayToHelpTextEs(provider.phone).replace(/[?()]/g, '\\$&')} `));
    expect(note.textContent).toMatch(/^¿Es una emergencia\? Llame al 911 ahora\. ¿Ya es nuestro paciente\? Llámenos de día o de noche al .*\. ¿Todavía no\? /);
    expect(screen.getByRole('link', { name: '911' }).getAttribute('href')).toBe('tel:911');
    expect(screen.getByRole('link', { name: provider.phone }).getAttribute('href')).toBe(`tel:${provider.phoneHref}`);
    // The Spanish guide, in the page's language.
    const guide = screen.getByRole('link', { name: 'Cuándo buscar ayuda profesional (se abre en una pestaña nueva)' });
    expect(guide.getAttribute('href')).toBe(guidePath('when-to-seek-professional-help', 'es'));
  });
});
