import type { SERVICE_TYPES } from '#contract';
import { NO_INTERPRETER } from '../../ui/form/interpreter-field';

/** The inquiry form's choices and empty state; its rules are in inquiry-checks.ts, its words in web/i18n/inquiry.*.tsx. */

/** A service's name, by its value, in the words of `names` (the shell's, in the page's language) and the free consultation's. */
export function serviceLabels(names: readonly string[], consultation: string): Record<(typeof SERVICE_TYPES)[number], string> {
  return { 'wound-care': names[0]!, 'iv-hydration': names[1]!, 'stem-cell': names[2]!, compression: names[4]!, bioengineered: names[3]!, consultation };
}

export const EMPTY_INQUIRY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  serviceType: '',
  careLocation: '',
  ...NO_INTERPRETER,
  message: '',
  // Consent is checked by default (docs/product.md, "The General Inquiry form").
  consent: 'true',
};
