import type { Page } from '@playwright/test';

/**
 * Records what is written into the live regions the page holds now (role status, alert or log,
 * or aria-live). Screen readers announce changes to a region they already know; a region
 * inserted with its words already in it is usually not announced, so it is not recorded here.
 */
export async function watchAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const regions = [...document.querySelectorAll('[role="status"], [role="alert"], [role="log"], [aria-live="polite"], [aria-live="assertive"]')];
    const said: string[] = [];
    (window as unknown as { __said: string[] }).__said = said;
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const region = regions.find((candidate) => candidate.isConnected && target && candidate.contains(target));
        const text = region?.textContent?.trim();
        if (text && said.at(-1) !== text) said.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** What was written into those regions since `watchAnnouncements`, in order. */
export const announcements = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __said: string[] }).__said);
