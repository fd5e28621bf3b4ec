import { type Driver, until } from './driver';
import { expect, test } from './fixture';

// Decision 035 in Firefox and WebKit: the FAQ, the mobile menu and the contact tabs work with the
// pages' JavaScript off (docs/decisions/035). After hydration the journeys spec checks them.
test.use({ script: false });

const shown = (selector: string) => (driver: Driver) => driver.evaluate((css) => (document.querySelector(css)?.getClientRects().length ?? 0) > 0, selector);

test('when the pages\' JavaScript is off, then the FAQ, the mobile menu and the contact tabs all work', async ({ driver, site }) => {
  await driver.resize(800, 900);
  await driver.goto(`${site.origin}/faqs`);
  // FAQ: one <details name="faq"> group; the browser keeps one answer open and closes the open one on click.
  const open = () => driver.evaluate(() => Array.from(document.querySelectorAll<HTMLDetailsElement>('main details[name="faq"]')).map((item) => item.open));
  expect(await open()).toEqual([true, false, false, false, false, false]);
  await driver.click({ css: 'main details > summary', textIncludes: 'Do you treat patients in nursing homes' });
  await until('the second answer is open and only it', async () => (await open()).join() === 'false,true,false,false,false,false');
  await driver.click({ css: 'main details > summary', textIncludes: 'Do you treat patients in nursing homes' });
  await until('every answer is closed', async () => (await open()).every((value) => !value));

  // Menu (below 1152 px): a popover its button opens; Escape closes it; a link in it leads on.
  const menuShown = shown('#site-menu');
  expect(await menuShown(driver)).toBe(false);
  await driver.click({ css: 'button[aria-controls="site-menu"]', textIncludes: 'Menu' });
  await until('the menu is open', () => menuShown(driver));
  await driver.press('Escape');
  await until('Escape closed it', async () => !(await menuShown(driver)));
  await driver.click({ css: 'button[aria-controls="site-menu"]', textIncludes: 'Menu' });
  await driver.click({ css: '#site-menu a', text: 'Contact' });
  await until('the contact page shows, its menu closed', async () => (await driver.evaluate(() => location.pathname)) === '/contact' && !(await menuShown(driver)));

  // Contact tabs: links to #booking and #inquiry; the booking panel shows when the address names none.
  const panels = () => driver.evaluate(() => ['booking', 'inquiry'].map((id) => (document.getElementById(id)?.getClientRects().length ?? 0) > 0));
  expect(await panels()).toEqual([true, false]);
  await driver.click({ css: 'a[href="#inquiry"]', text: 'General Inquiry' });
  await until('the inquiry panel shows instead', async () => (await panels()).join() === 'false,true');
  expect(await driver.evaluate(() => location.hash)).toBe('#inquiry');
  await driver.click({ css: 'a[href="#booking"]', text: 'Book Consultation' });
  await until('the booking panel shows again', async () => (await panels()).join() === 'true,false');

  // All of that with no script of the page's: it never hydrated, nor fetched the code to.
  expect(
    await driver.evaluate(() => ({
      hydrated: Object.keys(document.querySelector('main h1')!).some((key) => key.startsWith('__react')),
      fetched: performance.getEntriesByType('resource').some((entry) => /\/hydrate-[^/]*\.js$/.test(entry.name)),
    })),
  ).toEqual({ hydrated: false, fetched: false });
});
