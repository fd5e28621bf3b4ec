import type { FormMessages } from './en';

/**
 * What the public forms' checks say, in Spanish: plain US Spanish for a grade-6 reader, each the
 * twin of the English message of the same key (en.ts types it, so none is missing).
 */
export const es: FormMessages = {
  common: {
    tooLong: (max: number) => `Escriba menos de ${max} caracteres`,
    notListed: 'Elija una de las opciones de la lista',
    interpreterLanguage: 'Elija un idioma de la lista, o escriba su nombre con letras (hasta 40)',
  },
  inquiry: {
    firstName: 'Escriba su nombre',
    firstNamePlain: 'El nombre no puede tener una dirección web, una @ ni un salto de línea',
    lastName: 'Escriba su apellido',
    lastNamePlain: 'El apellido no puede tener una dirección web, una @ ni un salto de línea',
    email: 'Escriba un correo electrónico válido',
    phone: 'El número de teléfono debe tener al menos 10 dígitos',
    consent: 'Necesitamos su permiso para comunicarnos con usted',
  },
  booking: {
    date: 'Elija una fecha',
    time: 'Elija una hora',
    email: 'Escriba un correo electrónico válido',
    phone: 'El número de teléfono debe tener al menos 10 dígitos',
    yourName: 'Escriba su nombre',
    contactName: 'Escriba el nombre de la persona de contacto',
    namePlain: 'El nombre no puede tener una dirección web, una @ ni un salto de línea',
    facilityName: 'Escriba el nombre del centro de cuidado',
    facilityNamePlain: 'El nombre del centro no puede tener una dirección web, una @ ni un salto de línea',
    facilityAddress: 'Escriba la dirección del centro de cuidado',
    consultationKind: 'Elija llamada o video',
  },
  bookingType: {
    consultation: "El tipo de cita debe ser 'consultation'",
    coordinator: "El tipo de cita debe ser 'coordinator'",
  },
  manage: {
    badLink: 'Este enlace no está completo. Ábralo otra vez desde su correo electrónico, o llámenos.',
  },
};
