import type { ReactNode } from 'react';
import type { DataProvider } from 'react-admin';
import { renderInAdmin as renderShared } from '@/test-utils/render-in-admin';
import { METRICS } from './resources';
import type { AdminAlert, AdminAthlete, AdminMetric } from './types';

// Given: Matchups' records as the server answers them, and the server's calls recorded.

export { SLOW } from '@/test-utils/render-in-admin';
export { type Call, serverCalls } from '@/test-utils/server-calls';

export const ATHLETE_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const PARENT_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
export const STAFF_ID = '1e2d3c4b-5a69-4788-9a0b-c1d2e3f4a5b6';

export const metric = (overrides: Partial<AdminMetric> = {}): AdminMetric => ({
  id: '6f0c3c52-3a4e-4b8e-9d7e-1b2c3d4e5f60',
  athleteId: ATHLETE_ID,
  athleteName: 'Jamie Broussard',
  athleteErased: false,
  metricType: 'exit_velocity',
  value: 88.5,
  unit: 'mph',
  status: 'self_reported',
  measuredOn: '2026-04-30',
  notes: 'Measured at the fall showcase',
  videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  recordedAt: '2026-05-01T12:00:00.000Z',
  recordedBy: PARENT_ID,
  decidedBy: null,
  decidedByRole: null,
  evidence: null,
  rejectionReason: null,
  decidedAt: null,
  ...overrides,
});

export const athlete = (overrides: Partial<AdminAthlete> = {}): AdminAthlete => ({
  id: ATHLETE_ID,
  firstName: 'Jamie',
  lastName: 'Broussard',
  birthDate: '2011-03-14',
  ageGroup: '13-15',
  school: 'Jesuit High School',
  city: 'Metairie',
  state: 'LA',
  positions: ['SS', '2B'],
  graduationYear: 2029,
  heightInches: 66,
  weightLbs: 140,
  ownAccount: false,
  consentVerified: true,
  erased: false,
  verifiedMetrics: 3,
  pendingMetrics: 2,
  updatedAt: '2026-05-01T12:00:00.000Z',
  ...overrides,
});

export const alert = (overrides: Partial<AdminAlert> = {}): AdminAlert => ({
  id: '3c2b1a09-8f7e-4d6c-9b5a-0f1e2d3c4b5a',
  coachId: STAFF_ID,
  coachName: 'Dana Coach',
  metricType: 'exit_velocity',
  operator: '>=',
  targetValue: 85,
  unit: 'mph',
  position: 'SS',
  graduationYear: 2029,
  location: null,
  frequency: 'daily',
  isActive: true,
  createdAt: '2026-05-01T12:00:00.000Z',
  ...overrides,
});

/** A component in the back office's contexts, with its toasts; Matchups' metric values by default. */
export const renderInAdmin = (
  ui: ReactNode,
  options: { record?: object; resource?: string; dataProvider?: DataProvider } = {},
) => renderShared(ui, { resource: METRICS, ...options });
