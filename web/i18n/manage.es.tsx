/** The manage page's widget words in Spanish, typed by the English ones (manage.en.tsx). */
import { provider } from '#contract';
import { withTty } from '#contract/phone';
import type { ManageWords } from './manage.en';

const callUs = `Llámenos al ${withTty(provider.phone)}.`;

export const manage: ManageWords = {
  callUs,
  noScript: (phoneLink) => <>Esta página necesita JavaScript para mostrar su cita. Para cambiarla o cancelarla, llámenos al {phoneLink}.</>,
  loading: 'Cargando su cita…',
  noToken: { title: 'Esta página necesita el enlace de su correo.', text: `Ábrala desde el correo que le enviamos cuando hizo la cita. ${callUs}` },
  refused: 'Este enlace no se puede usar',
  unreachable: { title: 'No pudimos cargar su cita', text: `Revise su conexión e intente de nuevo. ${callUs}` },
  tryAgain: 'Intentar de nuevo',
  tryLater: `Intente de nuevo. ${callUs}`,
  done: { cancel: 'Su cita está cancelada', reschedule: 'Su cita cambió de hora' },
  failed: { cancel: 'No se pudo cancelar su cita', reschedule: 'No se pudo cambiar su cita' },
  kinds: {
    consultation: { title: 'Su consulta gratuita', noun: 'su consulta gratuita', what: 'Consulta gratuita de 15 minutos, por teléfono o por video' },
    coordinator: { title: 'Su visita de coordinación al centro', noun: 'su visita de coordinación al centro', what: 'Visita de coordinación de 1 hora en el centro, con nuestra coordinadora de cuidados' },
  },
  visitOn: (noun, when) => `${noun} del ${when}`,
  facts: { when: 'Cuándo', what: 'Qué', status: 'Estado' },
  status: { booked: 'Reservada', cancelled: 'Cancelada' },
  questions: (phoneLink) => <>¿Tiene preguntas, o un cambio que esta página no puede hacer? Llámenos al {phoneLink}.</>,
  bookAgain: (link, phoneLink) => (
    <>
      Esta cita está cancelada. Para reservar otra hora, {link('elija una aquí')} o llámenos al {phoneLink}.
    </>
  ),
  cancel: {
    title: 'Cancelar esta cita',
    question: (visit) => `¿Cancelar ${visit}? La hora queda libre para otra persona, y le enviamos un correo para confirmarlo.`,
    yes: 'Sí, cancelarla',
    busy: 'Cancelando…',
    keep: 'Mantener mi cita',
    intro: 'Si ya no necesita esta cita, cancélela aquí para que otra persona pueda usar la hora.',
  },
  move: {
    title: 'Cambiar a otra hora',
    loading: 'Cargando las horas disponibles…',
    chosen: (slot, zone) => `Nueva hora: ${slot} (${zone}).`,
    choose: 'Elija una nueva fecha y hora.',
    submit: 'Cambiar mi cita',
    busy: 'Cambiando…',
  },
};
