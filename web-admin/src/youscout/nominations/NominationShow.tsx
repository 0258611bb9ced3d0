import { Box, Card, CardContent, Skeleton } from '@mui/material';
import { describeSharedAddresses } from '@server/youscout/constants';
import { Show, useRecordContext } from 'react-admin';
import { Fields } from '@/common/Fields';
import { formatDate, formatDateTime } from '@/format';
import type { NominationDetail } from '../types';
import { ConsentPanel } from './ConsentPanel';
import { NominationHistory } from './NominationHistory';
import { NotesPanel } from './NotesPanel';
import { ReviewActions } from './ReviewActions';
import { VoidVotesButton } from './VoidVotesDialog';

const Title = () => {
  const record = useRecordContext<NominationDetail>();
  return <span>Nomination{record ? `: ${record.firstName} ${record.lastName}` : ''}</span>;
};

const none = (value: string | null | undefined, empty = 'Not given') =>
  value === null || value === undefined || value === '' ? empty : value;
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Details() {
  const r = useRecordContext<NominationDetail>();
  if (!r) return null;
  // An erased video reads "removed": a link only to an address.
  const video = r.video?.startsWith('https://') ? (
    <a href={r.video} target="_blank" rel="noreferrer noopener">
      {r.video}
    </a>
  ) : (
    none(r.video, 'None')
  );
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Fields
        heading="Athlete"
        rows={[
          ['Name', `${r.firstName} ${r.lastName}`],
          ['Age', `${r.age} (age group ${r.ageGroup})`],
          ['Sport', r.sport],
          ['Positions', r.secondaryPosition ? `${r.position}, ${r.secondaryPosition}` : r.position],
          ['Bats/throws', none(r.handedness)],
          ['School', none(r.school)],
          ['City, state', `${none(r.city, '—')}, ${r.state}`],
          ['Game', `${none(r.gameLocation, '—')} · ${r.gameDate ? formatDate(r.gameDate) : '—'}`],
          ['Performance', r.performance],
          ['Video', video],
        ]}
      />
      <Fields
        heading="Nominator and consent"
        rows={[
          ['Nominated by', r.submittedByName],
          ['Email', r.submittedByEmail],
          ['Phone', none(r.submittedByPhone)],
          ['Account', r.submittedByUserId],
          ['Is the guardian', yesNo(r.nominatorIsGuardian)],
          ['Guardian email', none(r.guardianEmail)],
          ['Verified consent on record', yesNo(r.consentOnRecord)],
          ['Shown publicly', yesNo(r.isPublic)],
        ]}
      />
      <Fields
        heading="Record"
        rows={[
          ['Submitted', formatDateTime(r.createdAt)],
          ['Status changed', formatDateTime(r.statusChangedAt)],
          ['Nomination id', r.id],
          ['Athlete id', r.athleteId],
        ]}
      />
    </Box>
  );
}

function Votes() {
  const r = useRecordContext<NominationDetail>();
  if (!r) return null;
  // The list's copy shows first (react-admin's placeholder), without the votes: they follow.
  if (!r.votes) return <Skeleton height={80} aria-label="Loading the votes" />;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Fields
        heading="Votes"
        rows={[
          ['Counted', r.communityVotes.toLocaleString('en-US')],
          ['Cast', r.votes.cast.toLocaleString('en-US')],
          ['Voided', r.votes.voided.toLocaleString('en-US')],
          ['From day-old accounts', r.votes.fromDayOldAccounts.toLocaleString('en-US')],
          ['From one address’s accounts', describeSharedAddresses(r.votes.sharedAddresses)],
        ]}
      />
      <Box>
        <VoidVotesButton />
      </Box>
    </Box>
  );
}

/** A nomination: every field, its review, votes, staff notes and every status change. */
export const NominationShow = () => (
  <Show title={<Title />}>
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', p: 2 }}>
      <Box sx={{ flex: '2 1 420px', minWidth: 0 }}>
        <Details />
      </Box>
      <Card variant="outlined" sx={{ flex: '1 1 340px', alignSelf: 'flex-start' }}>
        <CardContent sx={{ display: 'grid', gap: 3 }}>
          <ConsentPanel />
          <ReviewActions />
          <NominationHistory />
          <Votes />
          <NotesPanel />
        </CardContent>
      </Card>
    </Box>
  </Show>
);
