import { describe, expect, it } from 'vitest';
import { AppSecret } from '../secrets/app-secret';
import { manageLinks } from './manage-link';

const secret = AppSecret.fromString('a test secret that is long enough to be accepted');
const links = manageLinks(secret, 'https://care.example.org');
const ID = '3f2a9c1e-8b7d-4e6f-a5c4-1b2d3e4f5a6b';

describe('manage links', () => {
  it('when a token is made for a booking, then reading it names that booking and its kind, and the link carries it', () => {
    const token = links.tokenFor('coordinator', ID);

    expect(links.read(token)).toEqual({ kind: 'coordinator', bookingId: ID });
    expect(links.urlFor('coordinator', ID)).toBe(`https://care.example.org/booking/manage?token=${token}`);
  });

  it('when one character of the signature, the id or the kind changes, then the token names nothing', () => {
    const token = links.tokenFor('consultation', ID);
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);

    expect(links.read(flip(token, token.length - 1))).toBeNull();
    expect(links.read(token.replace(ID, ID.replace('3f2a', '3f2b')))).toBeNull();
    expect(links.read(`f${token.slice(1)}`)).toBeNull();
  });

  it('when a token was signed with another secret, then it names nothing here', () => {
    const other = manageLinks(AppSecret.fromString('another secret, just as long as the first one'), 'https://care.example.org');

    expect(links.read(other.tokenFor('consultation', ID))).toBeNull();
  });

  it.each(['', 'c', `c.${ID}`, `x.${ID}.${'A'.repeat(43)}`, `c.${ID}.${'A'.repeat(42)}`, `c.${ID}.${'A'.repeat(44)}`, `c.not-an-id.${'A'.repeat(43)}`, '<script>'])(
    'when the token is malformed (%j), then it names nothing',
    (token) => {
      expect(links.read(token)).toBeNull();
    },
  );

  it("when the same booking's token is made twice, then it is the same: every e-mail about a booking carries one link", () => {
    expect(links.tokenFor('consultation', ID)).toBe(links.tokenFor('consultation', ID));
    expect(links.tokenFor('consultation', ID)).not.toBe(links.tokenFor('coordinator', ID));
  });
});
