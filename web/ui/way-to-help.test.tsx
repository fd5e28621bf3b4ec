// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { provider } from '../../api/contract';
import { wayToHelpText } from '../../api/contract/way-to-help';
import { HELP_GUIDE, WayToHelp } from './way-to-help';
import { UrgentNote } from './urgent-note';

afterEach(cleanup);

describe('the way to help (issue 26)', () => {
  it('when shown above a form, then it leads with 911 and says who calls us day or night and where anyone else goes, 911 and our number as links', () => {
    render(<UrgentNote />);

    const note = screen.getByText('Emergency?').closest('p')!;
    expect(note.textContent).toBe(wayToHelpText(provider.phone));
    expect(note.textContent).toMatch(/^Emergency\? Call 911 now\. Already our patient\? Call us day or night at .*\. Not yet\? Call your doctor or go to urgent care\.$/);
    expect(screen.getByRole('link', { name: '911' }).getAttribute('href')).toBe('tel:911');
    expect(screen.getByRole('link', { name: provider.phone }).getAttribute('href')).toBe(`tel:${provider.phoneHref}`);
    expect(screen.queryByRole('link', { name: /When to Seek Professional Help/ })).toBeNull();
  });

  it('when shown after an outcome or in an error toast, then it also links "When to Seek Professional Help" in a new tab', () => {
    render(
      <p>
        <WayToHelp guide />
      </p>,
    );

    const guide = screen.getByRole('link', { name: 'When to Seek Professional Help (opens in a new tab)' });
    expect(guide.getAttribute('href')).toBe(HELP_GUIDE.href);
    expect(HELP_GUIDE.href).toBe('/api/resources/when-to-seek-professional-help.html');
    expect(guide.getAttribute('target')).toBe('_blank');
  });
});
