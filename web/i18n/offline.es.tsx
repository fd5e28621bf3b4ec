/** The update prompt's and the outbox panel's words in Spanish, typed by the English ones (offline.en.tsx). */
import { formatTimeEs, MONTH_ABBREVIATIONS_ES } from '#contract/dates/days.es';
import type { OfflineWords } from './offline.en';

export const offline: OfflineWords = {
  update: {
    title: 'Hay una versión nueva',
    description: 'Hay una versión nueva de este sitio. Termine lo que está escribiendo y luego vuelva a cargar la página para usarla.',
    reload: 'Volver a cargar',
  },
  outbox: {
    button: 'Por enviar',
    waiting: (count: number) => `${count} ${count === 1 ? 'espera' : 'esperan'} para enviarse`,
    title: 'Lo que guardó para enviar',
    intro:
      'Lo que envía sin conexión se guarda en este dispositivo y se envía una sola vez, solo, cuando vuelve la conexión. Lo que ya se envió se borra del dispositivo después de que usted lo ve.',
    close: 'Cerrar',
    status: { waiting: 'Esperando para enviarse', sending: 'Enviando…', sent: 'Enviado', failed: 'No se pudo enviar' },
    /** 'Guardado el 21 nov, 3:05 p.m.', in the visitor's own time. */
    saved: (at: number) => {
      const date = new Date(at);
      return `Guardado el ${date.getDate()} ${MONTH_ABBREVIATIONS_ES[date.getMonth()]}, ${formatTimeEs(`${date.getHours()}:${date.getMinutes()}`)}`;
    },
    waitingNote: 'Guardado en este dispositivo. Se enviará solo cuando vuelva la conexión.',
    retry: 'Intentar otra vez',
    sendNow: 'Enviar ahora',
    clear: 'Quitar',
    discard: 'Descartar',
    summary: (kind, slot) =>
      ({
        consultation: `Consulta gratuita, ${slot}`,
        coordinator: `Visita de coordinación en el centro, ${slot}`,
        cancel: 'Cancelar su visita',
        reschedule: `Cambiar su visita al ${slot}`,
        contact: 'Pregunta general',
        referral: 'Referido de un paciente',
      })[kind],
    files: 'Documentos',
    file: (name, size) => `${name} (${size})`,
  },
};
