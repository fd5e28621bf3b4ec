/**
 * The referral page's words in English (docs/product.md, "Refer a patient"); refer.es.tsx is typed
 * by these. The wound types are the booking form's (consultation-fields.en.tsx); facts come from
 * the facts file.
 */
import type { ReactNode } from 'react';
import { DOCUMENT_LIMITS, formatBytes, type ReferrerRole, type Urgency } from '#contract/referral';
import { provider } from '#contract';
import { consultationFields } from './consultation-fields.en';
import { interpreterField } from './interpreter.en';

const MB = (bytes: number) => formatBytes(bytes, 'en');

export const refer = {
  hero: {
    eyebrow: 'For Physicians, Nurses and Families',
    title: 'Refer a Patient',
    lead: 'Physicians, nurse practitioners, discharge planners, facility nurses and families: send us a patient with the order, the insurance card and photos of the wound. On a weak signal it still works: the referral waits on your device and is sent when the connection returns.',
  },
  info: {
    title: 'What to Send',
    include: ['The order, signed by the physician or nurse practitioner', 'The face-to-face note, if there is one', 'Both sides of the insurance card', 'Photos of the wound'],
    files: `Up to ${DOCUMENT_LIMITS.files} documents: PDF, JPEG, PNG or HEIC, ${MB(DOCUMENT_LIMITS.fileBytes)} each and ${MB(DOCUMENT_LIMITS.totalBytes)} in all.`,
    callBack: `Our intake team calls you within ${provider.replyWithin}.`,
    privacy: 'Photos lose their location and the other details a phone stores in them before we keep them. Everything you send is read only by our care team.',
    faxOrPhone: (phone: ReactNode) => <>Rather send it by fax or tell us on the phone? Call us at {phone}.</>,
  },
  form: {
    title: 'Referral Form',
    optional: ' (optional)',
    required: 'All fields are required unless marked optional.',
    referrer: 'About you',
    referrerRole: 'You are',
    rolePlaceholder: 'Choose one',
    roles: {
      physician: 'The patient’s physician',
      'nurse-practitioner': 'The patient’s nurse practitioner',
      'discharge-planner': 'A hospital discharge planner or case manager',
      'facility-nurse': 'A nurse at a nursing home or assisted living',
      family: 'Family or a caregiver',
      self: 'The patient',
    } satisfies Record<ReferrerRole, string>,
    referrerName: 'Your name',
    referrerOrganization: 'Organization',
    referrerPhone: 'Your phone number',
    referrerEmail: 'Your e-mail',
    referrerEmailHint: 'We e-mail you the reference and each step: never the patient’s name or health details.',
    practitioner: 'Ordering physician or nurse practitioner',
    practitionerNote: 'Required when a physician or nurse practitioner refers.',
    practitionerName: 'Practitioner’s name',
    practitionerNpi: 'Practitioner’s NPI',
    practitionerNpiHint: '10 digits.',
    patient: 'The patient',
    patientName: 'Patient’s full name',
    patientDateOfBirth: 'Date of birth',
    patientPhone: 'Patient’s phone number',
    patientAddress: 'Address where the patient will be seen',
    patientAddressHint: 'Street, town, and the facility’s name if they live in one.',
    patientZip: 'ZIP code',
    /** The interpreter field of every form (interpreter.en.tsx), said of the patient. */
    interpreter: {
      ...interpreterField,
      label: 'Free interpreter for the patient',
      hint: 'If the patient would rather talk in another language, or in American Sign Language, we arrange an interpreter at no cost to them.',
      none: 'No interpreter needed',
    },
    wound: 'The wound and the orders',
    woundType: consultationFields.woundType,
    woundPlaceholder: consultationFields.woundPlaceholder,
    wounds: consultationFields.wounds,
    woundLocation: 'Where the wound is',
    woundLocationHint: 'For example: left heel, sacrum.',
    diagnosis: 'Diagnosis',
    orders: 'Orders',
    ordersHint: 'Treatment, dressing, frequency, or anything else the order says.',
    faceToFaceDate: 'Date of the face-to-face visit',
    urgency: 'How soon',
    urgencyPlaceholder: 'Choose how soon',
    urgencies: { routine: 'Routine', '48h': 'Within 48 hours' } satisfies Record<Urgency, string>,
    insurance: 'Insurance',
    payer: 'Insurance or payer',
    payerHint: 'For example: Medicare, a Medicaid plan, or self-pay.',
    memberId: 'Member ID',
    documents: 'Documents',
    documentsLabel: 'Add documents',
    documentsHint: `PDF, JPEG, PNG or HEIC; up to ${DOCUMENT_LIMITS.files} files, ${MB(DOCUMENT_LIMITS.fileBytes)} each, ${MB(DOCUMENT_LIMITS.totalBytes)} in all.`,
    chosen: (count: number, total: string) => (count === 1 ? `1 document, ${total}` : `${count} documents, ${total} in all`),
    remove: (name: string) => `Remove ${name}`,
    removeShort: 'Remove',
    consent: 'The patient (or their representative) agreed to this referral and to our contacting them. Their information is kept private under HIPAA.',
    submit: 'Send Referral',
    busy: 'Sending…',
  },
  /** Checks of the documents the form makes before sending (the server makes them again). */
  files: {
    tooMany: `Please attach at most ${DOCUMENT_LIMITS.files} documents.`,
    tooBig: (name: string) => `“${name}” is larger than ${MB(DOCUMENT_LIMITS.fileBytes)}, the most one document may be. A photo of each page works well.`,
    tooBigTotal: `The documents together are larger than ${MB(DOCUMENT_LIMITS.totalBytes)}. Please send fewer or smaller ones.`,
    kind: (name: string) => `“${name}” is not a PDF, JPEG, PNG or HEIC file. Please send it as one of those.`,
  },
  progress: {
    label: 'Sending the referral',
    sent: (sent: string, total: string) => `${sent} of ${total} sent`,
    cancel: 'Cancel sending',
    cancelled: 'Sending was cancelled. Nothing was sent; your referral is still in the form.',
  },
  outcome: {
    sentTitle: 'Referral received',
    reference: 'Reference',
    another: 'Send another referral',
    failedTitle: 'The referral was not sent',
    queuedTitle: 'Saved on this device',
    queued: 'You are offline. The referral and its documents are saved on this device and will be sent once, automatically, when the connection returns:',
    noRoom: (needed: string, free: string) =>
      `You are offline, and this device does not have room to keep the referral’s documents for later (they need ${needed}; ${free} is free). Nothing was saved. Send it when you are back online, or attach fewer documents.`,
    noOutbox: 'You are offline, and this browser cannot keep the referral for later. Nothing was sent; please send it again when you are back online.',
    unknownFree: 'an unknown amount',
  },
};

export type ReferWords = typeof refer;
