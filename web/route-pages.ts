import type { ComponentType } from 'react';
import { pagePath } from './lib/page-path';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Each route's page, loaded on demand: app.tsx renders them with React.lazy, and the entry
 * runs the current one before hydrating, so hydration does not wait for it.
 */
export const pages = {
  '/': () => import('./routes/home').then((module): Awaited<PageModule> => ({ default: module.Home })),
  '/about': () => import('./routes/about').then((module): Awaited<PageModule> => ({ default: module.About })),
  '/services': () => import('./routes/services').then((module): Awaited<PageModule> => ({ default: module.Services })),
  '/faqs': () => import('./routes/faqs').then((module): Awaited<PageModule> => ({ default: module.Faqs })),
  '/testimonials': () => import('./routes/testimonials').then((module): Awaited<PageModule> => ({ default: module.Testimonials })),
  '/contact': () => import('./routes/contact').then((module): Awaited<PageModule> => ({ default: module.Contact })),
  '/resources': () => import('./routes/resources').then((module): Awaited<PageModule> => ({ default: module.Resources })),
  '/privacy-policy': () => import('./routes/privacy-policy').then((module): Awaited<PageModule> => ({ default: module.PrivacyPolicy })),
  '/notice-of-privacy-practices': () =>
    import('./routes/notice-of-privacy-practices').then((module): Awaited<PageModule> => ({ default: module.NoticeOfPrivacyPractices })),
  '/coordinators': () => import('./routes/coordinators').then((module): Awaited<PageModule> => ({ default: module.Coordinators })),
  '/consultation': () => import('./routes/consultation').then((module): Awaited<PageModule> => ({ default: module.Consultation })),
  '/booking/manage': () => import('./routes/booking/manage').then((module): Awaited<PageModule> => ({ default: module.ManageBookingPage })),
  notFound: () => import('./routes/not-found').then((module): Awaited<PageModule> => ({ default: module.NotFound })),
} satisfies Record<string, () => PageModule>;

export type PageKey = keyof typeof pages;

/** Which page a path shows: exact paths (a trailing slash allowed), anything else is not found, as on the server. */
export function pageKey(path: string): PageKey {
  const key = pagePath(path);
  return key in pages && key !== 'notFound' ? (key as PageKey) : 'notFound';
}

/** Loads (and runs) the module of the page a path shows. */
export function loadPage(path: string): PageModule {
  return pages[pageKey(path)]();
}
