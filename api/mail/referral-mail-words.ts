import { provider } from '#contract';
import type { Lang } from '#contract/language';
import { providerEs } from '#contract/provider.es';

/**
 * The words of the e-mails to a referrer (docs/product.md, "Refer a patient"), in each language:
 * the reference and our phone number, what staff did, and never the patient's name or health
 * details (the referrer may have typed another's address; a mail crosses servers in the clear).
 */
const en = {
  hello: 'Hello,',
  reference: 'Reference',
  received: {
    subject: (reference: string) => `Referral received: ${reference}`,
    heading: 'We received your referral',
    body: `Thank you for your referral. Our intake team will call you within ${provider.replyWithin} at the number you gave.`,
    keep: 'Please keep the reference above: give it when you call us about this referral.',
    private: 'For the patient’s privacy, this e-mail does not repeat anything you sent.',
  },
  accepted: {
    subject: (reference: string) => `Referral accepted: ${reference}`,
    heading: 'Your referral is accepted',
    body: 'We accepted the referral. We will call the patient to arrange the first visit, and tell you when it is booked.',
  },
  scheduled: {
    subject: (reference: string) => `First visit booked: ${reference}`,
    heading: 'The first visit is booked',
    body: 'The patient’s first visit for this referral is booked.',
    when: 'When',
  },
  declined: {
    subject: (reference: string) => `Referral not accepted: ${reference}`,
    heading: 'We cannot accept this referral',
    body: 'We are sorry: we are not able to accept this referral.',
    teamMessage: 'A message from our intake team:',
  },
  callUs: `Questions? Call us at ${provider.phone} and give the reference.`,
};

export type ReferralMailWords = typeof en;

const es: ReferralMailWords = {
  hello: 'Hola:',
  reference: 'Número de referencia',
  received: {
    subject: (reference) => `Recibimos su referido: ${reference}`,
    heading: 'Recibimos su referido',
    body: `Gracias por su referido. Nuestro equipo de admisión le llamará en menos de ${providerEs.replyWithin} al número que nos dio.`,
    keep: 'Guarde el número de referencia de arriba: díganoslo cuando nos llame sobre este referido.',
    private: 'Para proteger la privacidad del paciente, este correo no repite nada de lo que nos envió.',
  },
  accepted: {
    subject: (reference) => `Referido aceptado: ${reference}`,
    heading: 'Aceptamos su referido',
    body: 'Aceptamos el referido. Llamaremos al paciente para organizar la primera visita y le avisaremos cuando esté programada.',
  },
  scheduled: {
    subject: (reference) => `Primera visita programada: ${reference}`,
    heading: 'La primera visita está programada',
    body: 'La primera visita del paciente para este referido está programada.',
    when: 'Cuándo',
  },
  declined: {
    subject: (reference) => `Referido no aceptado: ${reference}`,
    heading: 'No podemos aceptar este referido',
    body: 'Lo sentimos: no podemos aceptar este referido.',
    teamMessage: 'Un mensaje de nuestro equipo de admisión:',
  },
  callUs: `¿Preguntas? Llámenos al ${provider.phone} y díganos el número de referencia.`,
};

export const REFERRAL_MAIL_WORDS: Record<Lang, ReferralMailWords> = { en, es };
