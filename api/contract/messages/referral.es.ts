import type { ReferralMessages } from './referral.en';

/** What the referral form's checks say, in Spanish, each the twin of the English message of the same key. */
export const referralMessages: ReferralMessages = {
  tooLong: (max: number) => `Escriba menos de ${max} caracteres`,
  notListed: 'Elija una de las opciones de la lista',
  referrerRole: 'Díganos quién envía el referido',
  referrerName: 'Escriba su nombre',
  namePlain: 'El nombre no puede tener una dirección web, una @ ni un salto de línea',
  referrerPhone: 'Escriba un número de teléfono válido',
  referrerEmail: 'Escriba un correo electrónico válido',
  practitionerName: 'Escriba el nombre del médico o de la enfermera practicante que da la orden',
  practitionerNpi: 'Escriba el NPI de 10 dígitos de quien da la orden',
  npiInvalid: (npi: string) => `El NPI ${npi} no es válido: un NPI tiene 10 dígitos y el último es un dígito de control. Revíselo en los datos de quien da la orden.`,
  patientName: 'Escriba el nombre del paciente',
  patientDateOfBirth: 'Escriba la fecha de nacimiento del paciente',
  birthInFuture: 'La fecha de nacimiento debe ser en el pasado',
  birthTooLongAgo: 'Revise la fecha de nacimiento: es de hace más de 120 años',
  patientPhone: 'Escriba un teléfono del paciente (de al menos 10 dígitos)',
  patientAddress: 'Escriba la dirección donde atenderemos al paciente',
  patientZip: 'Escriba un código postal (ZIP) de 5 dígitos',
  woundType: 'Elija el tipo de herida (o “No estoy seguro”)',
  woundLocation: 'Díganos dónde está la herida (por ejemplo, talón izquierdo)',
  faceToFaceDate: 'Escriba una fecha real',
  faceToFaceFuture: 'La fecha de la visita en persona no puede ser en el futuro',
  urgency: 'Díganos qué tan pronto hay que ver al paciente',
  payer: 'Escriba el seguro o quién paga (o “pago propio”)',
  consent: 'Confirme que el paciente (o su representante) está de acuerdo con este referido',
};
