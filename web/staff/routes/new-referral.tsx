import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../ui/toast';
import { EntryForm } from '../features/referrals/entry-form';
import { usePageTitle } from '../lib/use-page-title';

/** A referral that came by fax or phone, typed in with its files; saved, it opens as any referral does. */
export function NewReferralPage() {
  usePageTitle('Enter a referral');
  const navigate = useNavigate();
  return (
    <>
      <p>
        <Link to="/referrals">Back to the referrals</Link>
      </p>
      <h1 tabIndex={-1}>Enter a referral</h1>
      <p>For a referral that came by fax or phone. The referrer is not e-mailed a receipt; they are e-mailed when it is accepted, scheduled or declined.</p>
      <EntryForm
        onAdded={(added) => {
          toast({ title: 'Referral saved', description: `Its reference is ${added.reference}.`, variant: 'success' });
          navigate(`/referrals/${encodeURIComponent(added.id)}`);
        }}
      />
    </>
  );
}
