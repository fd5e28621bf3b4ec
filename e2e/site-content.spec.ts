import { expect, test } from '@playwright/test';
import { GUIDES, guidePath, provider, WOUND_TYPES } from '#contract';
import { SERVICE_NAMES } from '../web/i18n/shell.en';
import { waitForHydration } from './site-helpers';

test.describe('the FAQ accordion', () => {
  test('when questions are chosen on the hydrated page, then one answer is open at a time and the open one closes on click', async ({ page }) => {
    await page.goto('/faqs');
    await waitForHydration(page);
    // Native disclosure (decision 035): each question a summary in one <details name="faq"> group.
    const item = (question: string) => page.locator('main details[name="faq"]').filter({ has: page.locator('summary', { hasText: question }) });
    const questions = page.locator('main details[name="faq"] > summary');
    await expect(questions).toHaveCount(6);
    const open = page.locator('main details[name="faq"][open]');
    await expect(open).toHaveCount(1);

    const insurance = item('Is wound care covered by insurance?');
    await insurance.locator('summary').click();
    await expect(insurance).toHaveJSProperty('open', true);
    await expect(open).toHaveCount(1);
    await expect(insurance.locator('summary + div')).toBeVisible();
    await expect(insurance.locator('summary + div')).toContainText(provider.insurance.coverage);

    const hours = item('What are your business hours?');
    await hours.locator('summary').click();
    await expect(insurance).toHaveJSProperty('open', false);
    await expect(hours).toHaveJSProperty('open', true);
    await expect(hours.locator('summary + div')).toContainText('7 days a week including holidays');

    await hours.locator('summary').click();
    await expect(open).toHaveCount(0);
    await expect(page.locator('main details[name="faq"] > summary + div:visible')).toHaveCount(0);
  });
});

test.describe('the resources page', () => {
  test('when guides are listed, then each opens in a new tab, says so, and loads', async ({ page, request, context }) => {
    await page.goto('/resources');
    await waitForHydration(page);
    const guideLinks = page.locator('main a[href^="/api/resources/"]');
    expect(await guideLinks.count()).toBeGreaterThanOrEqual(GUIDES.length + 1);
    for (const link of await guideLinks.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    for (const { slug, title } of GUIDES) {
      await expect(page.getByRole('link', { name: `${title} (opens in a new tab)`, exact: true })).toHaveAttribute('href', guidePath(slug));
      const response = await request.get(guidePath(slug));
      expect(response.status(), slug).toBe(200);
      expect(await response.text()).toContain(title);
    }
    const training = page.getByRole('link', { name: /Start Caregiver Training/ });
    await expect(training).toHaveAttribute('href', guidePath('caregiver-training-guide'));
    const [tab] = await Promise.all([context.waitForEvent('page'), training.click()]);
    await tab.waitForLoadState();
    await expect(tab).toHaveURL(new RegExp(`${guidePath('caregiver-training-guide')}$`));
    await expect(tab.getByRole('heading', { level: 1 })).toContainText('Caregiver Training');
    await expect(page.locator('main article')).toHaveCount(3);
    await page.getByRole('link', { name: 'Contact Our Team' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});

test.describe('page content', () => {
  test('when the home page renders, then hero, stats, services and stories follow docs/product.md', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /Get Started Today/ })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'Our Services' })).toHaveAttribute('href', '/services');
    for (const text of ['15+', '24/7', '100%', 'Certified Care', 'Licensed Professionals']) await expect(main).toContainText(text);
    const learnMore = main.getByRole('link', { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(3);
    for (const link of await learnMore.all()) await expect(link).toHaveAttribute('href', '/services');
    await expect(main.getByText('5 out of 5 stars')).toHaveCount(2);
    await expect(main.getByRole('link', { name: 'View All Testimonials' })).toHaveAttribute('href', '/testimonials');
  });

  test('when the services, testimonials and about pages render, then their spec content is there', async ({ page }) => {
    await page.goto('/services');
    for (const title of SERVICE_NAMES.slice(0, 3)) {
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
    }
    for (const title of SERVICE_NAMES.slice(3)) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    for (const type of WOUND_TYPES) await expect(page.getByRole('main').getByText(type, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Schedule Free Consultation' })).toHaveAttribute('href', '/consultation');

    await page.goto('/testimonials');
    await expect(page.locator('main figure')).toHaveCount(6);
    await expect(page.getByText('5 out of 5 stars')).toHaveCount(6);
    await expect(page.locator('main figure img')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Schedule Your Consultation' })).toHaveAttribute('href', '/consultation');

    await page.goto('/about');
    for (const title of ['Our Mission', 'Our Vision', 'Our Values', 'Certified Excellence', 'Convenient Care', 'Advanced Technology']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
  });

  test('when the booking pages render, then their info cards carry the exact facts', async ({ page }) => {
    await page.goto('/consultation');
    for (const text of ['15 minutes', 'Monday - Friday 9:00 AM - 5:00 PM', 'phone or video']) {
      await expect(page.getByRole('main')).toContainText(text, { ignoreCase: true });
    }
    await page.goto('/coordinators');
    for (const text of ['1 hour per appointment', 'Monday - Wednesday 9:00 AM - 3:00 PM', 'On-site facility coordination']) {
      await expect(page.getByRole('main')).toContainText(text);
    }
    await page.goto('/contact');
    const main = page.getByRole('main');
    const details = main.getByRole('region', { name: 'Get in Touch' });
    await expect(details.getByRole('link', { name: provider.phone })).toHaveAttribute('href', `tel:${provider.phoneHref}`);
    await expect(details.getByRole('link', { name: provider.email })).toHaveAttribute('href', `mailto:${provider.email}`);
    for (const text of ['9:00 AM - 5:00 PM', '7 days a week including holidays', 'Home, Nursing Homes, Assisted Living', 'response within 24 hours']) {
      await expect(main).toContainText(text);
    }
    await expect(main.getByRole('heading', { name: 'Schedule a Free Consultation' })).toBeVisible();
    await expect(main.getByRole('link', { name: /on Facebook$/ })).toHaveAttribute('href', provider.social.facebook);
  });
});
