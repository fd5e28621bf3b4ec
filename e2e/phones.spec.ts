import { expect, test } from '@playwright/test';
import { OCR } from '../web/content/civil-rights';
import { builtPages } from '../web/content/routes';

// The pages as the build wrote them, before any script runs: what a search engine, a phone with
// scripts off, or the first paint shows.
test.use({ javaScriptEnabled: false });

/**
 * Every tel: link of a page but 911's (a TTY reaches 911 directly), with the text of the element
 * holding it from the link on: "TTY 711" must be there, beside the number. A tagline says it in
 * its own language ('телетайп: 711'), and HHS's complaint line has its own TDD number beside it.
 */
const telLinks = () =>
  [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')]
    .filter((link) => link.getAttribute('href') !== 'tel:911')
    .map((link) => {
      const holder = link.parentElement!.textContent!;
      return {
        href: link.getAttribute('href')!,
        text: link.textContent!,
        beside: holder.slice(holder.indexOf(link.textContent!)).replace(/\s+/g, ' '),
        tagline: Boolean(link.closest('[lang]:not(html)')),
      };
    });

/** HHS's Office for Civil Rights: its phone line and its TDD line, named "(TDD)" (web/content/civil-rights.ts). */
const HHS = [`tel:${OCR.phone.href}`, `tel:${OCR.tdd.href}`];

test('when every built page is read, then each phone number on it has TTY 711 beside it', async ({ page }) => {
  test.setTimeout(120_000);
  let seen = 0;
  for (const { path } of builtPages()) {
    await page.goto(path);
    const links = await page.evaluate(telLinks);
    // Every page has our number at least in its footer.
    expect(links.length, path).toBeGreaterThan(0);
    for (const link of links) {
      const relay = link.tagline ? /\b711\b/ : HHS.includes(link.href) ? /TDD/ : /^\S.*? \(TTY 711\)/;
      expect(link.beside, `${path}: ${link.href} "${link.text}"`).toMatch(relay);
    }
    seen += links.length;
  }
  // The footer's, the floating button's, and the pages' own.
  expect(seen).toBeGreaterThan(builtPages().length * 2);
});
