/**
 * Every route's meta description in English (decision 031). Not in the shell: only the prerender
 * (web/entry-server.tsx) and a client-side navigation (web/layout/use-route-effects.ts, which
 * loads it then) read it, so it is in no page's first load. descriptions.es.tsx is typed by it.
 * Each is at most 160 characters (web/content/routes.test.ts).
 */
import { CONSULTATION_RULE, daysWording, provider } from '#contract';
import { consultationLength, visitLength } from '../content/appointment-length';
import type { RouteKey } from '../content/routes';

const brand = provider.brandName;

export const descriptions: Record<RouteKey, string> = {
  '/': `${brand} brings nurse-led wound care to homes, nursing homes and assisted living facilities. Book a free ${consultationLength(true)} consultation.`,
  '/about': `Our mission, vision and values: nurse-led mobile wound care with ${provider.foundedYearsAgo}+ years of experience and an on-call nurse line 24/7.`,
  '/services': 'Advanced wound care, IV fluids for dehydration, placental tissue grafts (“stem cell therapy”), bioengineered tissue replacement and compression therapy at home.',
  '/faqs': 'Answers about placental tissue grafts (“stem cell therapy”), nursing-home visits, the wounds we treat, IV fluids, insurance and Medicare, and our hours.',
  '/testimonials': 'Patients, families and facility staff describe wound care at home with our mobile wound-care team.',
  '/contact': `Call, e-mail or send an inquiry, or book a free ${consultationLength(true)} phone or video consultation. We answer within ${provider.replyWithin}.`,
  '/coordinators': `Nursing homes and assisted living facilities: book a ${visitLength(true)} on-site coordination visit with our care coordinator.`,
  '/refer': `Physicians, nurse practitioners, discharge planners, facility nurses and families: refer a patient online with the order, insurance card and wound photos. We call back within ${provider.replyWithin}.`,
  '/resources': 'Free printable guides for patients and caregivers: home wound care, diabetic foot care, compression, skin tears and when to call a professional.',
  '/privacy-policy': 'What this website collects, what stays on your device, how long we keep it, and your rights.',
  '/notice-of-privacy-practices': 'How your medical information may be used and disclosed, and how you can get access to it.',
  '/nondiscrimination': 'We do not discriminate. Free interpreters, sign language and documents in other formats or languages, and how to file a grievance or a complaint.',
  '/accessibility': 'Our accessibility standard (WCAG 2.2 AA), how we test the site, its known limits, and how to tell us about a barrier.',
  '/consultation': `Choose a time for a free ${consultationLength(true)} phone or video consultation with a wound-care specialist, ${daysWording(CONSULTATION_RULE.weekdays, ' to ')}.`,
  '/booking/manage': 'See, move or cancel your visit.',
  '/404': 'The page you were looking for is not here.',
};
export type DescriptionWords = typeof descriptions;
