import { Box, Card, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-admin';
import { formatDateTime } from '@/format';
import type { ContactSubmission, EvaluationRequest, NewsletterSubscription } from '@/types';
import { type Column, RecordsTable } from './RecordsTable';
import { useFormRecords } from './useFormRecords';

const when = {
  label: 'Date',
  render: (r: { createdAt: string }) => formatDateTime(r.createdAt),
  nowrap: true,
};

const contactColumns: Column<ContactSubmission>[] = [
  when,
  {
    label: 'Name',
    render: (r) => <Link to={`/contact-submissions/${r.id}/show`}>{r.name}</Link>,
  },
  { label: 'Email', render: (r) => r.email },
  { label: 'Organization', render: (r) => r.organization },
  { label: 'Message', render: (r) => r.message },
];

const newsletterColumns: Column<NewsletterSubscription>[] = [
  when,
  { label: 'Email', render: (r) => r.email },
  { label: 'Name', render: (r) => r.name ?? '—' },
];

const evaluationColumns: Column<EvaluationRequest>[] = [
  when,
  {
    label: 'Player',
    render: (r) => <Link to={`/evaluation-requests/${r.id}/show`}>{r.playerName}</Link>,
  },
  { label: 'Position', render: (r) => r.position },
  { label: 'Grad Year', render: (r) => r.gradYear ?? '—' },
  { label: 'School', render: (r) => r.school },
  { label: 'Parent', render: (r) => r.parentName },
  { label: 'Parent Email', render: (r) => r.parentEmail },
  { label: 'Parent Phone', render: (r) => r.parentPhone, nowrap: true },
  { label: 'Notes', render: (r) => r.notes ?? 'No additional notes' },
];

function ContactTab() {
  return (
    <RecordsTable
      query={useFormRecords('contact')}
      columns={contactColumns}
      caption="Contact form submissions"
      errorMessage="Error loading contact submissions. Please try again later."
      emptyMessage="No contact form submissions yet."
    />
  );
}

function NewsletterTab() {
  return (
    <RecordsTable
      query={useFormRecords('newsletter')}
      columns={newsletterColumns}
      caption="Newsletter subscriptions"
      errorMessage="Error loading newsletter subscriptions. Please try again later."
      emptyMessage="No newsletter subscriptions yet."
    />
  );
}

function EvaluationTab() {
  return (
    <RecordsTable
      query={useFormRecords('prospect-evaluations')}
      columns={evaluationColumns}
      caption="Prospect evaluation requests"
      errorMessage="Error loading evaluation requests. Please try again later."
      emptyMessage="No prospect evaluation requests yet."
    />
  );
}

const TABS = [
  { id: 'contact', label: 'Contact Form Submissions', panel: ContactTab },
  { id: 'newsletter', label: 'Newsletter Subscriptions', panel: NewsletterTab },
  { id: 'evaluations', label: 'Prospect Evaluations', panel: EvaluationTab },
] as const;

/** Document 1 §2's three tabs, in order, the first shown by default. */
export function SubmissionTabs() {
  const [current, setCurrent] = useState(0);
  const Panel = (TABS[current] ?? TABS[0]).panel;
  return (
    <Card>
      <Tabs
        value={current}
        onChange={(_, index: number) => setCurrent(index)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Form submissions"
      >
        {TABS.map((tab, index) => (
          <Tab
            key={tab.id}
            label={tab.label}
            id={`submissions-tab-${tab.id}`}
            aria-controls={`submissions-panel-${tab.id}`}
            value={index}
          />
        ))}
      </Tabs>
      {TABS.map((tab, index) => (
        <Box
          key={tab.id}
          role="tabpanel"
          id={`submissions-panel-${tab.id}`}
          aria-labelledby={`submissions-tab-${tab.id}`}
          hidden={index !== current}
        >
          {index === current && <Panel />}
        </Box>
      ))}
    </Card>
  );
}
