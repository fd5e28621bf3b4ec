import { createContext, useContext } from 'react';

/**
 * A page rendered at build time as a template the server fills in, for a browser with no script
 * (docs/decisions/062-referral-form-without-script.md): 'form' is the form again with what was
 * sent and its messages, 'sent' the thank-you page. Null for the page itself.
 */
export type PageTemplateKind = 'form' | 'sent';

export const PageTemplate = createContext<PageTemplateKind | null>(null);

export const usePageTemplate = (): PageTemplateKind | null => useContext(PageTemplate);

/** The place of one value the server fills in, escaped (api/referrals/referral-page.ts reads the same names). */
export const slot = (name: string): string => `{{${name}}}`;
