import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { consultation, coordinatorVisit, inquiry } from '../test-support/payloads';
import { MAX_LENGTH } from './constants';
import * as english from './schemas';
import * as spanish from './schemas.es';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : english.fieldErrors(result.issues);
};

const PAYLOADS = {
  contactInquirySchema: inquiry(),
  consultationBookingSchema: consultation('2026-06-15', '09:15'),
  coordinatorBookingSchema: coordinatorVisit('2026-06-15', '10:00'),
  manageCancelSchema: { token: 'c.x.y' },
  manageRescheduleSchema: { token: 'c.x.y', date: '2026-06-15', time: '09:15' },
  consultationFormSchema: { clientName: 'Ana Ruiz', clientEmail: 'ana@example.com', clientPhone: '555-302-4455', consultationType: 'phone' },
  coordinatorFormSchema: {
    date: '2026-06-15',
    time: '10:00',
    facilityName: 'Casa Sol',
    facilityAddress: '12 Elm Street',
    contactName: 'Ana Ruiz',
    contactEmail: 'ana@example.com',
    contactPhone: '555 410 2200',
  },
} as const;
const NAMES = Object.keys(PAYLOADS) as (keyof typeof PAYLOADS)[];

describe('the Spanish schemas', () => {
  it.each(NAMES)('when a valid body is parsed with the Spanish %s, then it gives what the English one gives', (name) => {
    const body = { ...PAYLOADS[name], language: 'es' };
    expect(v.parse(spanish[name], body)).toEqual(v.parse(english[name], body));
  });

  it.each(NAMES)('when an empty body is checked with the Spanish %s, then it has the English one’s fields, each with a Spanish message', (name) => {
    const inSpanish = errorsOf(spanish[name], {});
    const inEnglish = errorsOf(english[name], {});

    expect(Object.keys(inSpanish).sort()).toEqual(Object.keys(inEnglish).sort());
    expect(Object.keys(inSpanish).length).toBeGreaterThan(0);
    for (const field of Object.keys(inSpanish)) expect(inSpanish[field], field).not.toBe(inEnglish[field]);
  });

  it.each([
    ['firstName', '', 'Escriba su nombre'],
    ['lastName', ' ', 'Escriba su apellido'],
    ['email', 'maria@', 'Escriba un correo electrónico válido'],
    ['phone', '555-0100', 'El número de teléfono debe tener al menos 10 dígitos'],
    ['consent', '', 'Necesitamos su permiso para comunicarnos con usted'],
    ['serviceType', 'surgery', 'Elija una de las opciones de la lista'],
    ['message', 'm'.repeat(MAX_LENGTH.message + 1), `Escriba menos de ${MAX_LENGTH.message} caracteres`],
    ['firstName', 'www.example.com', 'El nombre no puede tener una dirección web, una @ ni un salto de línea'],
  ])('when an inquiry’s %s is %j, then the Spanish message is "%s"', (field, value, message) => {
    expect(errorsOf(spanish.contactInquirySchema, inquiry({ [field]: value }))).toEqual({ [field]: message });
  });

  it.each([
    ['date', '2026-02-30', 'Elija una fecha'],
    ['time', '9:00', 'Elija una hora'],
    ['clientName', '', 'Escriba el nombre de la persona de contacto'],
    ['facilityName', '', 'Escriba el nombre del centro de cuidado'],
    ['clientEmail', 'linda@', 'Escriba un correo electrónico válido'],
    ['clientPhone', '555', 'El número de teléfono debe tener al menos 10 dígitos'],
  ])('when a facility visit’s %s is %j, then the Spanish message is "%s"', (field, value, message) => {
    expect(errorsOf(spanish.coordinatorBookingSchema, coordinatorVisit('2026-06-15', '10:00', { [field]: value }))).toEqual({ [field]: message });
  });

  it('when a request names its language, then the language check takes English, Spanish or none, and says what it may be to any other', () => {
    expect(v.parse(english.requestLanguageSchema, inquiry({ language: 'es' }))).toEqual({ language: 'es' });
    expect(v.parse(english.requestLanguageSchema, inquiry())).toEqual({});
    expect(errorsOf(english.requestLanguageSchema, consultation('2026-06-15', '09:15', { language: 'fr' }))).toEqual({ language: "Language must be 'en' or 'es'" });
    expect(errorsOf(english.requestLanguageSchema, { language: ['es'] })).toEqual({ language: "Language must be 'en' or 'es'" });
  });
});
