import { Link } from 'react-router-dom';
import { formatDateLong, formatTime12h } from '#contract';
import { interpreterLanguageName } from '#contract/interpreter';
import { formatBytes } from '#contract/referral';
import { REFERRAL_STAFF_API, type StaffReferral } from '#contract/staff';
import { formatInstant } from '../../lib/clinic-time';
import { NOT_MAILED } from '../../lib/not-mailed';
import { Facts } from '../../ui/facts';
import { ROLE_LABELS, STATUS_LABELS, urgencyLabel } from './labels';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const none = (text: string | undefined) => text || 'None given';

/**
 * A referral whole, as staff read it on its page: the patient and the wound, the referrer and
 * the practitioner, the insurance, the documents (each opens with one click, as a download; each
 * read is audited), and what staff did.
 */
export function ReferralFacts({ referral }: { referral: StaffReferral }) {
  return (
    <>
      <h2>Patient</h2>
      <Facts>
        <dt>Name</dt>
        <dd>{referral.patientName}</dd>
        <dt>Date of birth</dt>
        <dd>{referral.patientDateOfBirth}</dd>
        <dt>Phone</dt>
        <dd>
          <a href={tel(referral.patientPhone)}>{referral.patientPhone}</a>
        </dd>
        <dt>Address</dt>
        <dd>
          {referral.patientAddress}, {referral.patientZip}
          {referral.outOfArea ? ' (outside the service area)' : ''}
        </dd>
        <dt>Interpreter</dt>
        <dd>{referral.interpreterLanguage ? `${interpreterLanguageName(referral.interpreterLanguage)} (free interpreter asked for)` : 'Not needed'}</dd>
      </Facts>
      <h2>Wound and orders</h2>
      <Facts>
        <dt>How soon</dt>
        <dd>{urgencyLabel(referral.urgency)}</dd>
        <dt>Wound</dt>
        <dd>
          {referral.woundType}, {referral.woundLocation}
        </dd>
        <dt>Diagnosis</dt>
        <dd>{none(referral.diagnosis)}</dd>
        <dt>Orders</dt>
        <dd>{none(referral.orders)}</dd>
        <dt>Face-to-face visit</dt>
        <dd>{none(referral.faceToFaceDate)}</dd>
        <dt>Insurance</dt>
        <dd>
          {referral.payer}
          {referral.memberId ? `, member ID ${referral.memberId}` : ''}
        </dd>
      </Facts>
      <h2>Documents</h2>
      {referral.documents.length ? (
        <ul>
          {referral.documents.map((document) => (
            <li key={document.id}>
              <a href={REFERRAL_STAFF_API.document(referral.id, document.id)} download={document.name}>
                {document.name}
              </a>{' '}
              ({document.kind.toUpperCase()}, {formatBytes(document.bytes)})
            </li>
          ))}
        </ul>
      ) : (
        <p>None sent.</p>
      )}
      <h2>Referrer</h2>
      <Facts>
        <dt>Name</dt>
        <dd>
          {referral.referrerName}, {ROLE_LABELS[referral.referrerRole]}
        </dd>
        <dt>Organization</dt>
        <dd>{none(referral.referrerOrganization)}</dd>
        <dt>Phone</dt>
        <dd>
          <a href={tel(referral.referrerPhone)}>{referral.referrerPhone}</a>
        </dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${referral.referrerEmail}`}>{referral.referrerEmail}</a>
        </dd>
        <dt>Ordering practitioner</dt>
        <dd>{referral.practitionerName ? `${referral.practitionerName}${referral.practitionerNpi ? `, NPI ${referral.practitionerNpi}` : ''}` : 'None given'}</dd>
        <dt>Received</dt>
        <dd>
          {formatInstant(referral.createdAt)}, reference {referral.reference}
          {referral.enteredBy ? `, entered by ${referral.enteredBy}` : ', through the website'}
        </dd>
        {referral.notMailed && (
          <>
            <dt>Receipt</dt>
            <dd>{NOT_MAILED}</dd>
          </>
        )}
      </Facts>
      <h2>What staff did</h2>
      {referral.events.length ? (
        <ul>
          {referral.events.map((event, index) => (
            <li key={index}>
              {STATUS_LABELS[event.event]} by {event.by}, {formatInstant(event.at)}
              {event.event === 'scheduled' && event.bookingId && event.date && event.time ? (
                <>
                  : first visit <Link to={`/bookings/${encodeURIComponent(event.bookingId)}`}>{`${formatDateLong(event.date)} at ${formatTime12h(event.time)}`}</Link>
                  {event.seriesId ? ', the first of a series' : ''}
                </>
              ) : (
                ''
              )}
              {event.message ? `. Message to the referrer: “${event.message}”` : ''}
              {event.note ? `. Internal note: “${event.note}”` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing yet: it is new.</p>
      )}
    </>
  );
}
