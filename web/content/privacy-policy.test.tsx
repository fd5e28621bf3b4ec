import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AUDIT_YEARS, FINGERPRINT_DAYS, provider } from '../../api/contract';
import { POLICY_SECTIONS } from './privacy-policy';
import { inLanguage } from '../lib/testing/in-language';

const textOf = (id: string): string => {
  const section = POLICY_SECTIONS.find((each) => each.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return renderToStaticMarkup(<MemoryRouter>{inLanguage(section.body)}</MemoryRouter>)
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
};

// The policy's numbers come from the constants the server keeps to (api/retention/, docs/security.md section 10).
describe('the privacy policy says what the software does', () => {
  it('when it names how long things are kept, then each figure is the one the server uses', () => {
    const { retentionMonths, backupDays } = provider.privacy;
    const retention = textOf('retention');
    expect(retention).toContain(`deletes website inquiries ${retentionMonths} months after they arrive, and booking requests ${retentionMonths} months after the visit`);
    expect(retention).toContain(`kept ${AUDIT_YEARS} years`);
    expect(retention).toContain(`backups of our records are kept ${backupDays} days`);
    expect(textOf('information-we-collect')).toContain(`for ${FINGERPRINT_DAYS} days, a one-way code`);
    expect(textOf('your-rights')).toContain(`gone within ${backupDays} days`);
  });

  it('when it speaks of the internet address, then it no longer claims nothing of it is ever written', () => {
    const collected = textOf('information-we-collect');
    expect(collected).not.toMatch(/never writes your address to its files/);
    expect(collected).toContain('never writes your address itself');
  });
});
