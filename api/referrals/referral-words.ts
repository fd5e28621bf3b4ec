import { provider } from '#contract';
import type { Lang } from '#contract/language';
import { providerEs } from '#contract/provider.es';
import { DOCUMENT_LIMITS } from '#contract/referral';
import type { UploadRefusal } from '../uploads/receive-upload';

const MB = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** What the server says to a referrer, in each language; the Spanish is typed by the English. */
const en = {
  received: (reference: string) =>
    `Thank you. We received your referral. Its reference is ${reference}. Our intake team will call you within ${provider.replyWithin} at the number you gave; you can reach us at ${provider.phone}.`,
  receipt: 'We are e-mailing you a receipt with the reference.',
  outOfArea: 'The patient’s ZIP code is outside the area our nurses visit, so we will call you to discuss it before anything is arranged.',
  fields: 'Please correct the highlighted fields and try again.',
  notMultipart: 'Please send the referral from the form on our website.',
  malformed: 'The referral did not arrive whole. Please send it again.',
  tooManyFiles: `Please attach at most ${DOCUMENT_LIMITS.files} documents. Nothing was saved; send the rest by fax or call us at ${provider.phone}.`,
  fileTooBig: (name: string) => `“${name}” is larger than ${MB(DOCUMENT_LIMITS.fileBytes)} MB, the most one document may be. Nothing was saved. Please send a smaller copy (a photo of each page works well).`,
  tooBig: `The documents together are larger than ${MB(DOCUMENT_LIMITS.totalBytes)} MB, the most one referral may carry. Nothing was saved. Please send fewer or smaller documents.`,
  allowance: `We have received as many documents from your network today as we can take online. Nothing was saved. Please try again tomorrow, or call us at ${provider.phone}.`,
  kind: (name: string) => `“${name}” is not a PDF, JPEG, PNG or HEIC file, the kinds we take. Nothing was saved. Please send it as one of those (a photo or a PDF).`,
  pdfActive: (name: string) =>
    `“${name}” is a PDF with scripts or actions in it, which we cannot accept. Nothing was saved. Please print it to a new PDF (File, Print, Save as PDF) or take a photo of each page, and send that.`,
  pdfEmbedded: (name: string) =>
    `“${name}” is a PDF with other files inside it, which we cannot accept. Nothing was saved. Please print it to a new PDF (File, Print, Save as PDF) or take a photo of each page, and send that.`,
  pdfEncrypted: (name: string) =>
    `“${name}” is a password-protected (encrypted) PDF, which we cannot open. Nothing was saved. Please print it to a new PDF without a password (File, Print, Save as PDF) or take a photo of each page, and send that.`,
  pdfUnreadable: (name: string) =>
    `We could not read “${name}” to check it. Nothing was saved. Please print it to a new PDF (File, Print, Save as PDF) or take a photo of each page, and send that.`,
  heic: (name: string) => `We cannot remove the location and other details stored in the photo “${name}”. Nothing was saved. Please send it as a JPEG instead (most phones can share a photo as JPEG).`,
  brokenImage: (name: string) => `We could not read the picture “${name}”: it may be damaged. Nothing was saved. Please take the photo again and send it.`,
  storage: `We cannot take documents online at the moment. Nothing was saved. Please send the referral without documents and fax them, or call us at ${provider.phone}.`,
};

export type ReferralWords = typeof en;

const es: ReferralWords = {
  received: (reference) =>
    `Gracias. Recibimos su referido. Su número de referencia es ${reference}. Nuestro equipo de admisión le llamará en menos de ${providerEs.replyWithin} al número que nos dio; puede llamarnos al ${provider.phone}.`,
  receipt: 'Le enviaremos por correo electrónico una confirmación de que lo recibimos, con el número de referencia.',
  outOfArea: 'El código postal del paciente está fuera de la zona que visitan nuestras enfermeras, así que le llamaremos para hablarlo antes de organizar nada.',
  fields: 'Corrija los campos marcados e inténtelo otra vez.',
  notMultipart: 'Envíe el referido desde el formulario de nuestro sitio web.',
  malformed: 'El referido no llegó completo. Envíelo otra vez.',
  tooManyFiles: `Adjunte ${DOCUMENT_LIMITS.files} documentos como máximo. No se guardó nada; envíe los demás por fax o llámenos al ${provider.phone}.`,
  fileTooBig: (name) => `“${name}” pesa más de ${MB(DOCUMENT_LIMITS.fileBytes)} MB, el máximo para un documento. No se guardó nada. Envíe una copia más pequeña (una foto de cada página sirve).`,
  tooBig: `Los documentos juntos pesan más de ${MB(DOCUMENT_LIMITS.totalBytes)} MB, el máximo para un referido. No se guardó nada. Envíe menos documentos o más pequeños.`,
  allowance: `Hoy ya recibimos desde su red todos los documentos que podemos aceptar en línea. No se guardó nada. Inténtelo mañana o llámenos al ${provider.phone}.`,
  kind: (name) => `“${name}” no es un archivo PDF, JPEG, PNG ni HEIC, que son los tipos que aceptamos. No se guardó nada. Envíelo en uno de esos tipos (una foto o un PDF).`,
  pdfActive: (name) =>
    `“${name}” es un PDF con programas o acciones adentro, y no lo podemos aceptar. No se guardó nada. Imprímalo como un PDF nuevo (Archivo, Imprimir, Guardar como PDF) o tome una foto de cada página, y envíe eso.`,
  pdfEmbedded: (name) =>
    `“${name}” es un PDF con otros archivos adentro, y no lo podemos aceptar. No se guardó nada. Imprímalo como un PDF nuevo (Archivo, Imprimir, Guardar como PDF) o tome una foto de cada página, y envíe eso.`,
  pdfEncrypted: (name) =>
    `“${name}” es un PDF protegido con contraseña (cifrado), y no lo podemos abrir. No se guardó nada. Imprímalo como un PDF nuevo sin contraseña (Archivo, Imprimir, Guardar como PDF) o tome una foto de cada página, y envíe eso.`,
  pdfUnreadable: (name) =>
    `No pudimos leer “${name}” para revisarlo. No se guardó nada. Imprímalo como un PDF nuevo (Archivo, Imprimir, Guardar como PDF) o tome una foto de cada página, y envíe eso.`,
  heic: (name) => `No podemos quitar la ubicación y otros datos guardados en la foto “${name}”. No se guardó nada. Envíela como JPEG (la mayoría de los teléfonos pueden compartir una foto como JPEG).`,
  brokenImage: (name) => `No pudimos leer la imagen “${name}”: puede estar dañada. No se guardó nada. Tome la foto otra vez y envíela.`,
  storage: `En este momento no podemos recibir documentos en línea. No se guardó nada. Envíe el referido sin documentos y mándelos por fax, o llámenos al ${provider.phone}.`,
};

export const REFERRAL_WORDS: Record<Lang, ReferralWords> = { en, es };

/** A refusal of the upload: its status and its words in `lang`. */
export function uploadRefusal(refusal: UploadRefusal, lang: Lang): { status: number; message: string } {
  const words = REFERRAL_WORDS[lang];
  switch (refusal.reason) {
    case 'not-multipart':
      return { status: 415, message: words.notMultipart };
    case 'malformed':
      return { status: 400, message: words.malformed };
    case 'too-many-files':
      return { status: 413, message: words.tooManyFiles };
    case 'file-too-big':
      return { status: 413, message: words.fileTooBig(refusal.file) };
    case 'too-big':
      return { status: 413, message: words.tooBig };
    case 'allowance':
      return { status: 429, message: words.allowance };
    case 'storage':
      return { status: 507, message: words.storage };
    case 'kind':
      return { status: 415, message: words.kind(refusal.file) };
    case 'pdf-active':
      return { status: 415, message: words.pdfActive(refusal.file) };
    case 'pdf-embedded':
      return { status: 415, message: words.pdfEmbedded(refusal.file) };
    case 'pdf-encrypted':
      return { status: 415, message: words.pdfEncrypted(refusal.file) };
    case 'pdf-unreadable':
      return { status: 415, message: words.pdfUnreadable(refusal.file) };
    case 'heic-metadata':
      return { status: 415, message: words.heic(refusal.file) };
    case 'broken-image':
      return { status: 415, message: words.brokenImage(refusal.file) };
  }
}
