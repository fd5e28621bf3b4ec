import type { Locator, Page } from '@playwright/test';

/**
 * What Chromium itself says an element is called and what describes it, from its accessibility
 * tree (the DevTools protocol), as a screen reader on Chromium hears it. Playwright's role
 * queries work names out on their own, and may join pieces Chromium would read apart ('2026 ,').
 */
export async function chromiumNaming(page: Page, element: Locator): Promise<{ name: string; description: string }> {
  const marker = `ax-${Math.random().toString(36).slice(2)}`;
  await element.evaluate((node, mark) => node.setAttribute('data-ax-probe', mark), marker);
  const client = await page.context().newCDPSession(page);
  try {
    const { root } = await client.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-ax-probe="${marker}"]` });
    const { nodes } = await client.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const own = nodes[0];
    return { name: String(own?.name?.value ?? ''), description: String(own?.description?.value ?? '') };
  } finally {
    await client.detach();
    await element.evaluate((node) => node.removeAttribute('data-ax-probe'));
  }
}
