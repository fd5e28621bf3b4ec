import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, type Locator, test } from '@playwright/test';
import { GUIDES, guidePath, provider } from '#contract';
import { GUIDE_WORDS } from '../api/resources/guide-words';
import { guideReviewText } from '../api/resources/guides';
import { AFTER_BOOKING, GOOD_FAITH_ESTIMATE, selfPayText } from '../web/i18n/after-booking-lines';
import { PERMISSION_NOTE, SAMPLE_NOTE } from '../web/content/story-notes';
import { CALL_US_NOW, CANNOT_REACH_US, ESCALATION, ESCALATION_TITLE, LADDER, NOT_YET_OUR_PATIENT } from '#contract/escalation';
import { LADDER_ES } from '#contract/escalation.es';
import { wayToHelpText } from '#contract/way-to-help';
import { wayToHelpTextEs } from '#contract/way-to-help.es';
import { textOfHtml, untrueEmailClaimsIn } from '../build/checks/email-promises';
import { fdaClaimsIn, overclaimingNames } from '../build/checks/overclaims';
import { expectAccessibleAtWidths, pickFreeSlot } from './support/booking-helpers';
import { consultation, inquiry } from './support/outbox-helpers';
import { waitForHydration } from './site-helpers';

const clientDir = resolve(process.env.DIST_DIR || 'dist', 'client');
const filesIn = (folder: string, ending: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesIn(path, ending);
    return entry.name.endsWith(ending) ? [path] : [];
  });
/** '2026-11-23' → 'November 23, 2026'. */
const written = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** Every prerendered page and guide of the build under test. */
const builtPages = () => filesIn(clientDir, '.html');
/** Every script of the build: toasts, outcomes and calendar files are written there. */
const builtScripts = () => filesIn(clientDir, '.js');

/** Words a careful clinic would publish (decisions 025 and 048). */
test.describe('safety, claims, privacy and what a family needs to know', () => {
  /** Each step's heading and signs, as shown: one list per ladder, named in the page's language. */
  const ladderOf = async (scope: Locator, title = ESCALATION_TITLE) => {
    const ladder = scope.getByRole('region', { name: title });
    await expect(ladder).toHaveCount(1);
    return ladder.locator('h3, li').evaluateAll((nodes) => nodes.map((node) => node.textContent!.replace(/\s+/g, ' ').trim()));
  };

  test('when the FAQ page and each guide show the escalation ladder, then they show the same steps and signs in the same order, and axe finds nothing serious on a guide at 1280 or 375 px', async ({ page }) => {
    await page.goto('/faqs');
    const onFaq = await ladderOf(page.getByRole('main'));
    expect(onFaq.slice(0, 2)).toEqual([ESCALATION[0].heading, `${ESCALATION[0].signs[0].sign}: ${ESCALATION[0].signs[0].detail}`]);
    expect(onFaq).toHaveLength(LADDER.steps.reduce((sum, step) => sum + 1 + step.signs.length, 0));
    const callNow = page.getByRole('region', { name: ESCALATION_TITLE }).getByRole('heading', { name: CALL_US_NOW }).locator('..');
    await expect(callNow.getByRole('link', { name: provider.phone })).toHaveAttribute('href', `tel:${provider.phoneHref}`);
    await expect(callNow).toContainText(CANNOT_REACH_US);
    await expect(callNow).toContainText(NOT_YET_OUR_PATIENT);
    for (const { slug } of GUIDES) {
      await page.goto(guidePath(slug));
      expect(await ladderOf(page.getByRole('main')), slug).toEqual(onFaq);
      await expect(page.getByRole('contentinfo')).toContainText(guideReviewText(provider));
      // The way to help before any reading, 911 first (decision 025).
      const box = page.getByRole('region', { name: 'Get help now' });
      await expect(box, slug).toHaveText(wayToHelpText(provider.phone));
      expect(await box.evaluate((element) => Boolean(element.compareDocumentPosition(document.querySelector('main h2')!) & Node.DOCUMENT_POSITION_FOLLOWING)), slug).toBe(true);
      await expectAccessibleAtWidths(page, guidePath(slug));
    }
  });

  test('when each guide is opened in Spanish, then it shows the same ladder as the English, item for item, the way to help first, both reviews, passes axe at 1280 and 375 px, and links to its English twin', async ({ page }) => {
    const spanish = LADDER_ES;
    const inSpanish = spanish.steps.flatMap(({ heading, signs }) => [heading, ...signs.map(({ sign, detail }) => `${sign}: ${detail}`)]);
    for (const { slug } of GUIDES) {
      await page.goto(guidePath(slug, 'es'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      expect(await ladderOf(page.getByRole('main'), spanish.title), slug).toEqual(inSpanish);
      const box = page.getByRole('region', { name: GUIDE_WORDS.es.getHelpLabel });
      await expect(box, slug).toHaveText(wayToHelpTextEs(provider.phone));
      for (const line of GUIDE_WORDS.es.reviewLines(provider)) await expect(page.getByRole('contentinfo')).toContainText(line);
      await expectAccessibleAtWidths(page, guidePath(slug, 'es'));
      await page.getByRole('link', { name: 'English', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${guidePath(slug)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    }
  });

  test('when a booking or inquiry form is shown, then the way to help, 911 first, sits just above it', async ({ page }) => {
    const note = wayToHelpText(provider.phone);
    for (const [path, form] of [
      ['/contact', 'role=tablist'],
      ['/consultation', 'form'],
      ['/coordinators', 'form'],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      const urgent = page.getByRole('main').locator('p', { hasText: 'Emergency?' }).first();
      await expect(urgent, path).toHaveText(note);
      await expect(urgent.getByRole('link', { name: provider.phone })).toHaveAttribute('href', `tel:${provider.phoneHref}`);
      await expect(urgent.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
      // The tabs take their roles just after hydration (decision 035).
      if (form.startsWith('role=')) await expect(page.getByRole('tablist')).toBeVisible();
      const follows = await urgent.evaluate((element, selector) => {
        const target = selector.startsWith('role=') ? document.querySelector('main [role="tablist"]') : document.querySelector('main form');
        return Boolean(target && element.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING);
      }, form);
      expect(follows, path).toBe(true);
    }
  });

  test('when home, contact and the booking pages render, then the service area is named with its time zone', async ({ page }) => {
    for (const path of ['/', '/contact', '/consultation', '/coordinators']) {
      await page.goto(path);
      await expect(page.getByRole('main'), path).toContainText(`${provider.serviceArea} (Eastern Time)`);
    }
  });

  test('when the 24/7 stat and the hours are explained, then the line is an on-call nurse line and not an emergency service', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('main');
    await expect(hero.getByText('24/7', { exact: true })).toBeVisible();
    await expect(hero.getByText('On-Call Nurse Line', { exact: true })).toBeVisible();
    await expect(hero).toContainText('It is not an emergency service: in an emergency, call 911.');
    await expect(hero.getByText('100%', { exact: true })).toBeVisible();
    await expect(hero.getByText('Patient Focused', { exact: true })).toBeVisible();

    await page.goto('/faqs');
    await waitForHydration(page);
    const question = page.locator('main details').filter({ has: page.locator('summary', { hasText: 'What are your business hours?' }) });
    await question.locator('summary').click();
    const hours = question.locator('summary + div');
    await expect(hours).toContainText('9:00 AM - 5:00 PM, 7 days a week including holidays');
    await expect(hours).toContainText('Monday - Friday 9:00 AM - 5:00 PM');
    await expect(hours).toContainText('Monday - Wednesday 9:00 AM - 3:00 PM');
    await expect(hours).toContainText('This 24/7 on-call nurse line is not an emergency service: in an emergency, call 911.');
  });

  test('when patient stories are shown, then results are said to vary beside them and the facility director discloses the referral tie', async ({ page }) => {
    for (const path of ['/', '/testimonials']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByText(/^Results vary with circulation, infection, nutrition and overall health\./), path).toBeVisible();
    }
    await expect(page.locator('main figure').filter({ hasText: 'Director of Nursing' })).toContainText('Her facility refers residents to us');
    // No story promises an outcome (decision 025), and while the facts file calls them samples, they say so.
    const stories = page.locator('main figure blockquote');
    await expect(stories).toHaveCount(6);
    for (const story of await stories.allTextContents()) expect(story).not.toMatch(/healed|closed sooner|both feet|numbers have come down|cured/i);
    const main = page.getByRole('main');
    await expect(main).toContainText(provider.testimonials === 'real' ? PERMISSION_NOTE : SAMPLE_NOTE);
    if (provider.testimonials !== 'real') await expect(main).not.toContainText('written permission');
  });

  test('when the treatments are described, then stem cell therapy, IV hydration and insurance are worded as docs/product.md words them', async ({ page }) => {
    await page.goto('/services');
    const main = page.getByRole('main');
    for (const text of [
      'graft made from donated placental tissue',
      'It is regulated by the FDA as a human tissue product; not FDA-approved to heal wounds.',
      'It is not an injection, it may contain no living stem cells, and it is not a cure.',
      'not healed after about 4 weeks of good standard care',
      'Some call this “biologic IV hydration”, but it is not a biologic drug, and IV fluids do not make wounds heal faster.',
      'given only when your own doctor orders them',
      'Insurance, including Medicare, usually does not pay for IV fluids at home.',
      provider.insurance.coverage,
      'Two tissue treatments: what is the difference?',
      'Bioengineered Tissue Replacement: made in a lab',
    ]) {
      await expect(main).toContainText(text);
    }
    await expect(main).not.toContainText('infusion center');
  });

  test('when any page makes a claim, then "board-certified" always names the credential and no sweeping claim is left', async () => {
    for (const file of builtPages()) {
      const text = textOfHtml(readFileSync(file, 'utf8')).replace(/\s+/g, ' ');
      const page = file.slice(clientDir.length);
      expect(text.match(/board-certified(?! wound care nurse)[^.]*/gi) ?? [], page).toEqual([]);
      for (const claim of [/do nothing but wounds/i, /nurses and physicians/i, /licensed, board-certified wound specialists/i, /speeds? (up )?healing/i]) {
        expect(text, page).not.toMatch(claim);
      }
    }
  });

  test('when a consultation page is read, then it says who calls, from which number, the video link, what to have ready, referral, homebound and cost', async ({ page }) => {
    await page.goto('/consultation');
    const next = page.getByRole('region', { name: 'What happens after you book' });
    for (const text of [
      AFTER_BOOKING.whoCalls,
      AFTER_BOOKING.videoLink,
      ...AFTER_BOOKING.haveReady,
      AFTER_BOOKING.referral,
      AFTER_BOOKING.homebound,
      selfPayText(),
      AFTER_BOOKING.email,
    ]) {
      await expect(next).toContainText(text);
    }
    await page.goto('/coordinators');
    await expect(page.getByRole('region', { name: 'What happens after you book' })).toContainText(AFTER_BOOKING.facilityCall);
    await expect(page.getByText("Do not include residents' names or health details.")).toBeVisible();
  });

  test('when a self-pay line is read, then it links the No Surprises Act Good Faith Estimate notice, in CMS\'s words', async ({ page }) => {
    await page.goto('/consultation');
    await waitForHydration(page);
    await page.getByRole('region', { name: 'What happens after you book' }).getByRole('link', { name: GOOD_FAITH_ESTIMATE.link }).click();
    await expect(page).toHaveURL(new RegExp(`/privacy-policy#${GOOD_FAITH_ESTIMATE.id}$`));
    const notice = page.getByRole('region', { name: 'Your Right to a Good Faith Estimate' });
    await expect(notice).toContainText('You have the right to receive a Good Faith Estimate for the total expected cost of any non-emergency items or services.');
    await expect(notice).toContainText('at least $400 more than your Good Faith Estimate');
    await expect(notice).toContainText('www.cms.gov/nosurprises');
  });

  test('when any built page or guide is read, then no name overclaims and every sentence naming the FDA says it has not approved the grafts to heal wounds', async () => {
    const names: string[] = [];
    const fda: string[] = [];
    const namesIn = /<(title|h[1-6]|a|button|option|label|summary|figcaption)\b[^>]*>([\s\S]*?)<\/\1>|<meta name="description" content="([^"]*)"/g;
    for (const file of builtPages()) {
      const html = readFileSync(file, 'utf8');
      for (const [, , inner, description] of html.matchAll(namesIn)) names.push(textOfHtml(inner ?? description ?? '').replace(/\s+/g, ' ').trim());
      fda.push(...fdaClaimsIn(textOfHtml(html)).map((sentence) => `${file.slice(clientDir.length)}: ${sentence}`));
    }
    expect(names.length).toBeGreaterThan(500);
    expect(names).toContain('Placental Tissue Grafts (“stem cell therapy”)');
    expect(overclaimingNames(names)).toEqual([]);
    expect(fda).toEqual([]);
  });

  test('when the home page\'s badge says "Certified Care", then it says what is certified: the nurses\' credential, not the practice', async ({ page }) => {
    await page.goto('/');
    const badge = page.getByRole('main').locator('p', { hasText: 'Certified Care' });
    await expect(badge).toContainText('Licensed Professionals');
    await expect(badge).toContainText(`Wound nurses certified as ${provider.credential.abbreviation}`);
  });

  test('when the footer\'s HIPAA Notice is followed, then the Notice of Privacy Practices has the required header, uses, rights, complaints and an effective date', async ({ page }) => {
    await page.goto('/privacy-policy');
    await waitForHydration(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'HIPAA Notice' }).click();
    await expect(page).toHaveURL(/\/notice-of-privacy-practices$/);
    const main = page.getByRole('main');
    await expect(main).toContainText(
      'THIS NOTICE DESCRIBES HOW MEDICAL INFORMATION ABOUT YOU MAY BE USED AND DISCLOSED AND HOW YOU CAN GET ACCESS TO THIS INFORMATION. PLEASE REVIEW IT CAREFULLY.',
    );
    await expect(main).toContainText(`Effective date: ${written(provider.privacy.noticeEffective)}`);
    for (const heading of ['Your Rights', 'Your Choices', 'How We Use and Share Your Information', 'Other Ways We May Share Without Your Permission', 'When We Need Your Written Permission', 'Our Responsibilities']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const heading of ['To treat you', 'To bill for your care', 'To run our organization']) {
      await expect(main.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    await expect(main).toContainText('If you pay for a service or item in full yourself, you can ask us not to share information about it with your health plan');
    await expect(main).toContainText('Office for Civil Rights');
    await expect(main).toContainText('We will not retaliate against you for filing a complaint.');
    await main.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByRole('main').getByRole('link', { name: 'Notice of Privacy Practices' }).first()).toHaveAttribute('href', '/notice-of-privacy-practices');
  });

  test('when the privacy policy is read, then it tells the truth about the outbox, cookies, who holds the data, how long and e-mail', async ({ page }) => {
    await page.goto('/privacy-policy');
    const main = page.getByRole('main');
    await expect(main).toContainText(`Last updated: ${written(provider.privacy.policyUpdated)}`);
    for (const text of [
      'until it is sent or you discard it from the Outbox button',
      'It is not encrypted there',
      'On a shared or public device, do not send forms while offline.',
      'This website sets no cookies, uses no analytics or tracking, and loads no scripts, fonts or images from other companies.',
      `stored on a server run for us by ${provider.privacy.hosting}, under a business associate agreement`,
      `Our server deletes website inquiries ${provider.privacy.retentionMonths} months after they arrive, and booking requests ${provider.privacy.retentionMonths} months after the visit`,
      `Encrypted backups of our records are kept ${provider.privacy.backupDays} days`,
      'When you book, we e-mail you a confirmation with a calendar file and a link to move or cancel the visit',
      "never the patient's name, health details or what you wrote",
      `It deletes referrals ${provider.privacy.retentionMonths} months after they arrive, with their documents`,
      'A referral waits with its documents, which leave the device as soon as it is sent.',
      'This website sends no text messages.',
    ]) {
      await expect(main).toContainText(text);
    }
    await expect(main).not.toContainText('confirmations and reminders.');
  });

  test('when e-mail is sent, then no page, guide, script or server reply says none is', async ({ request }) => {
    const promises: string[] = [];
    for (const file of [...builtPages(), ...builtScripts()]) {
      const content = readFileSync(file, 'utf8');
      const text = file.endsWith('.html') ? textOfHtml(content) : content;
      promises.push(...untrueEmailClaimsIn(text).map((sentence) => `${file.slice(clientDir.length)}: ${sentence}`));
    }
    const slot = await pickFreeSlot(request, 'consultation');
    const visit = await pickFreeSlot(request, 'coordinators');
    const replies = [
      await request.post('/api/consultation/book', { data: consultation(slot, 'no-mail') }),
      await request.post('/api/coordinators/book', {
        data: { ...consultation(visit, 'no-mail-facility'), type: 'coordinator', facilityName: 'Maple Court' },
      }),
      await request.post('/api/contact', { data: inquiry('no-mail') }),
    ];
    for (const reply of replies) {
      expect(reply.status(), await reply.text()).toBe(201);
      const { message } = (await reply.json()) as { message: string };
      expect(message.length).toBeGreaterThan(0);
      promises.push(...untrueEmailClaimsIn(message).map((sentence) => `${reply.url()}: ${sentence}`));
    }
    expect(promises).toEqual([]);
  });
});
