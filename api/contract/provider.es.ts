import type { Provider } from './provider';

/**
 * The facts of the facts file (provider.ts) that are sentences or words rather than names and
 * numbers, in Spanish (decision 031): what the Spanish pages, e-mails and replies say where the English
 * read a sentence of the facts file. A module of its own, beside the facts file: every page loads
 * provider.ts, and an English page carries no Spanish. Change a fact there and its twin here
 * together: provider.es.test.ts names the English each twin was written for, and fails until both
 * are changed. A qualified medical translator reviews these with the rest of the Spanish (README,
 * "Before going live").
 */
export const providerEs = {
  /** provider.serviceArea, read after "en": 'Visitamos hogares y centros en …'. */
  serviceArea: 'los condados de Hamilton, Butler, Warren y Clermont, Ohio',
  /** provider.replyWithin */
  replyWithin: '24 horas',
  /** provider.credential.name: what the abbreviation stands for, said of a nurse. */
  credentialName: 'enfermera certificada en heridas, ostomías y continencia',
  /** provider.hours.onCall */
  onCall: 'Fuera de horario, el mismo número le comunica con la enfermera de guardia, para los pacientes que ya atendemos.',
  /** provider.guideReview.role: who checked the guides, as the Spanish guides' review line names them. */
  guideReviewRole: 'Enfermera principal de cuidado de heridas',
  /** provider.insurance: the one insurance statement, and what self-pay costs (empty: we say the cost before any visit). */
  insurance: {
    coverage:
      'Medicare Parte B y muchos seguros pagan el cuidado de heridas que es necesario por razones médicas. Los sustitutos de piel se cubren solo en casos específicos, y el suero por la vena (IV) en casa por lo general no se cubre. Con Medicare Original, si es posible que Medicare no pague algo, le decimos el costo primero y le pedimos que firme un Aviso anticipado de no cobertura para el beneficiario (ABN). Con un plan Medicare Advantage, le pedimos al plan que decida primero.',
    selfPay: '',
  },
  /** noticeFacts.section1557Coordinator.title */
  section1557Title: 'Coordinador de la Sección 1557',
  /** provider.afterBooking's words */
  afterBooking: {
    caller: 'una de nuestras enfermeras de heridas',
    facilityCaller: 'nuestra coordinadora de cuidados',
    videoLinkBy: 'mensaje de texto',
  },
} satisfies {
  serviceArea: string;
  replyWithin: string;
  credentialName: string;
  onCall: string;
  guideReviewRole: string;
  insurance: Record<keyof Provider['insurance'], string>;
  section1557Title: string;
  afterBooking: Record<keyof Pick<Provider['afterBooking'], 'caller' | 'facilityCaller' | 'videoLinkBy'>, string>;
};

export type SpanishFacts = typeof providerEs;
