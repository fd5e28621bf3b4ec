/** The FAQ page's words in Spanish, typed by the English ones (faqs.en.tsx says what each is). */
import { provider, WOUND_TYPES } from '#contract';
import { LADDER_ES } from '#contract/escalation.es';
import { daysWordingEs, openDaysEs, timeRangeEs, weeklyHoursEs } from '#contract/hours.es';
import { providerEs } from '#contract/provider.es';
import { visitLengthEs } from './appointment-length.es';
import { clinicTimeZoneNameEs } from './clinic-time.es';
import { Link } from '../ui/link';
import { Phone } from '../ui/phone';
import { coverage } from './coverage.es';
import { WOUND_TYPE_NAMES } from './wound-types.es';
import type { Faq, FaqsWords } from './faqs.en';

// The phone with TTY 711 beside it, as every number the site shows (web/ui/phone.tsx).
const phone = <Phone />;
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const items: Faq[] = [
  {
    question: '¿Qué son los injertos de tejido placentario (“terapia con células madre”) y podrían ayudar con mi herida?',
    answer: () => (
      <>
        <p>
          “Terapia con células madre” es el nombre que más gente conoce. Lo que nosotros ponemos es un injerto de tejido
          placentario donado. La FDA lo regula como un producto de tejido humano; la FDA no lo ha aprobado para sanar
          heridas. Se pone sobre la herida como un vendaje delgado. No es una inyección, puede que no tenga células madre
          vivas y no es una cura.
        </p>
        <p>
          Solo se considera para heridas que no han sanado después de unas 4 semanas de buen cuidado normal. No es lo
          mismo que la piel de reemplazo hecha en laboratorio, un sustituto de piel fabricado:{' '}
          <Link to="/services">nuestra página de servicios</Link> compara los dos.
        </p>
        <p>
          En una consulta gratuita, una enfermera revisa su circulación, su historial de salud y su tratamiento actual, le
          dice con honestidad si le puede ayudar y revisa su seguro: Medicare paga los sustitutos de piel solo en casos
          específicos.
        </p>
      </>
    ),
  },
  {
    question: '¿Atienden a pacientes en hogares de ancianos y en centros de vida asistida?',
    answer: () => (
      <>
        <p>
          Sí. Vemos a pacientes en su propia casa, en hogares de ancianos y en centros de vida asistida, y trabajamos
          junto a las enfermeras y los médicos del centro, sin reemplazarlos.
        </p>
        <p>
          Los centros pueden <Link to="/coordinators">{`reservar una visita de ${visitLengthEs()} en el centro con una coordinadora de cuidados`}</Link>{' '}
          para organizar rondas, referidos y capacitación del personal.
        </p>
        <p>
          Los médicos, los planificadores de alta y las enfermeras de los centros pueden <Link to="/refer">referir a un paciente en línea</Link>,
          con la orden, la tarjeta del seguro y fotos de la herida.
        </p>
      </>
    ),
  },
  {
    question: '¿Qué tipos de heridas tratan?',
    answer: () => (
      <>
        <p>Nuestras enfermeras tratan heridas nuevas y heridas crónicas (que no sanan), por ejemplo:</p>
        <ul>
          {WOUND_TYPES.map((type) => (
            <li key={type}>{WOUND_TYPE_NAMES[type]}</li>
          ))}
        </ul>
        <p>Si no sabe qué tipo de herida tiene, no se preocupe: averiguarlo es parte de la primera visita.</p>
      </>
    ),
  },
  {
    question: '¿Qué es el suero por la vena (IV) para la deshidratación?',
    answer: () => (
      <>
        <p>
          Es suero y electrolitos (sales como el sodio y el potasio) para la deshidratación. Una enfermera con licencia se
          lo pone en su casa por una pequeña vía en la vena (IV), y solo cuando su propio médico lo ordena. Algunos lo
          llaman “hidratación biológica por IV”, pero el suero no es un medicamento biológico y no hace que las heridas
          sanen más rápido. Primero revisamos la salud de su corazón y sus riñones y sus medicinas, y la enfermera se
          queda con usted todo el tiempo.
        </p>
        <p>Los seguros, incluido Medicare, por lo general no pagan el suero en casa. Le decimos el costo antes de la primera visita.</p>
      </>
    ),
  },
  {
    question: '¿El seguro cubre el cuidado de heridas?',
    answer: () => (
      <>
        <p>{coverage.statement}</p>
        <p>
          {coverage.checked} {coverage.selfPay()}
        </p>
      </>
    ),
  },
  {
    question: '¿Cuál es su horario de atención?',
    answer: () => (
      <>
        <p>
          Atendemos {timeRangeEs(provider.hours.open)}, {lower(openDaysEs(provider.hours))}. Las consultas gratuitas por
          teléfono o video son {lower(weeklyHoursEs(provider.hours.consultations))}, y las visitas de coordinación en los
          centros, {lower(weeklyHoursEs(provider.hours.coordinatorVisits))} (todas las horas en {clinicTimeZoneNameEs()}).
        </p>
        <p>
          Llame al {phone}. {providerEs.onCall} Esta línea de enfermería de guardia, abierta las 24 horas, todos los días, no es un servicio de emergencias:
          en una emergencia, llame al 911.{' '}
          <a href="#when-to-get-help">Cuándo pedir ayuda</a>, más abajo, dice qué señales necesitan el 911 y cuáles
          necesitan una llamada a nosotros ahora, de día o de noche.
        </p>
      </>
    ),
  },
];

export const faqs: FaqsWords = {
  hero: {
    eyebrow: 'Preguntas',
    title: 'Preguntas frecuentes',
    lead: 'Respuestas claras sobre nuestros tratamientos, dónde trabajamos, los seguros y cómo comunicarse con nosotros, y cuándo llamar mejor al 911.',
  },
  items,
  ladder: LADDER_ES,
  still: {
    title: '¿Todavía tiene alguna pregunta?',
    text: `Nuestro equipo contesta cada mensaje en ${providerEs.replyWithin} o menos, y hay quien conteste el teléfono ${daysWordingEs(provider.hours.open.weekdays)}.`,
    contact: 'Contáctenos',
  },
};
