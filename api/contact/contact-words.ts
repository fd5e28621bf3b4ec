import { provider } from '#contract';
import type { Lang } from '#contract/language';
import { providerEs } from '#contract/provider.es';

/** The answer to an inquiry, in each language; the Spanish is typed by the English. The browser tests read it too. */
const en = {
  received: (firstName: string) => `Thank you, ${firstName}. We received your message and a member of our care team will contact you within ${provider.replyWithin}.`,
  receipt: 'We are e-mailing you a receipt.',
};
export const THANKS: Record<Lang, typeof en> = {
  en,
  es: {
    received: (firstName) =>
      `Gracias, ${firstName}. Recibimos su mensaje y una persona de nuestro equipo de cuidado se comunicará con usted en menos de ${providerEs.replyWithin}.`,
    receipt: 'Le enviaremos por correo electrónico una confirmación de que lo recibimos.',
  },
};
