import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazy } from 'react';
import type { Area } from '@/common/area';

// The auditors' page loads on first visit.
const EventLog = lazy(() => import('./EventLog').then((m) => ({ default: m.EventLog })));

/** The raw event log, for auditors. */
const audit: Area = {
  pages: [{ path: '/events', component: EventLog, label: 'Event log', icon: EventNoteIcon }],
};

export default audit;
