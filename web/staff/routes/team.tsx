import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Clinician } from '#contract/staff';
import { Card } from '../../ui/card';
import { Notice } from '../../ui/form';
import { toast } from '../../ui/toast';
import { teamQueries } from '../features/team/api';
import { ClinicianForm } from '../features/team/clinician-form';
import { hoursSummary, kindsSummary, zipsSummary } from '../features/team/team-words';
import { useFocusOn } from '../lib/use-focus-on';
import { usePageTitle } from '../lib/use-page-title';
import { Badge } from '../ui/badge';
import { Card as Item, CardList } from '../ui/card-list';
import { Facts } from '../ui/facts';
import { Empty, LoadFailed, Loading } from '../ui/states';

/** The nurses: who works when and where, and what each takes; add one here, change one on their own page. */
export function TeamPage() {
  usePageTitle('Team');
  const clinicians = useQuery(teamQueries.list());
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const active = clinicians.data?.filter((clinician) => clinician.active) ?? [];
  const inactive = clinicians.data?.filter((clinician) => !clinician.active) ?? [];
  useFocusOn(outcome, added);

  const onAdded = (nurse: { id: string; name: string }) => {
    setAdded(nurse);
    toast({ title: 'Nurse added', description: `${nurse.name} can be booked from now on.`, variant: 'success', announce: false });
  };

  return (
    <>
      <h1 tabIndex={-1}>Team</h1>
      <Intro>
        A time is offered to the public while at least one nurse who takes that kind is free for all of it: working then, not on leave, and not booked.
        With no nurse here, every time is one booking, as before.
      </Intro>
      {added && (
        <Outcome $tone="success" ref={outcome} tabIndex={-1}>
          <p>
            {added.name} is on the team and can be booked from now on. <Link to={`/team/${encodeURIComponent(added.id)}`}>See or change {added.name}’s details</Link>.
          </p>
        </Outcome>
      )}
      <h2>Active nurses</h2>
      {clinicians.isPending && <Loading what="the team" />}
      {clinicians.isError && <LoadFailed what="The team" error={clinicians.error} onRetry={() => void clinicians.refetch()} />}
      {clinicians.isSuccess && active.length === 0 && (
        <Empty>
          <p>No active nurse yet. Add one below; until then every time is one booking, as before.</p>
        </Empty>
      )}
      {active.length > 0 && <NurseList clinicians={active} />}
      {inactive.length > 0 && (
        <>
          <h2>Inactive nurses</h2>
          <p>They take no bookings. Open one to make them active again.</p>
          <NurseList clinicians={inactive} />
        </>
      )}
      <Adding>
        <ClinicianForm onSaved={onAdded} />
      </Adding>
    </>
  );
}

function NurseList({ clinicians }: { clinicians: readonly Clinician[] }) {
  return (
    <CardList>
      {clinicians.map((clinician) => (
        <li key={clinician.id}>
          <Item aria-labelledby={`nurse-${clinician.id}`}>
            <Name id={`nurse-${clinician.id}`}>
              <Link to={`/team/${encodeURIComponent(clinician.id)}`}>{clinician.name}</Link>
            </Name>
            {!clinician.active && <Badge $tone="cancelled">Inactive</Badge>}
            <Facts>
              <dt>Works</dt>
              <dd>{hoursSummary(clinician.hours)}</dd>
              <dt>Territory</dt>
              <dd>{zipsSummary(clinician.zips)}</dd>
              <dt>Takes</dt>
              <dd>{kindsSummary(clinician.kinds)}</dd>
              <dt>Staff account</dt>
              <dd>{clinician.staffUser ?? 'None linked'}</dd>
            </Facts>
          </Item>
        </li>
      ))}
    </CardList>
  );
}

const Intro = styled.p`
  max-width: 44rem;
`;

const Outcome = styled(Notice)`
  margin: 1.25rem 0;
`;

const Name = styled.h3`
  margin: 0 0 0.5rem;
  font-size: 1.2rem;
  a { display: inline-block; min-height: 2.75rem; padding: 0.4rem 0; }
`;

const Adding = styled(Card)`
  margin-top: 2rem;
`;
