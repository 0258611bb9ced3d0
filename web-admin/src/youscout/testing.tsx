import type { ReactNode } from 'react';
import type { DataProvider } from 'react-admin';
import { renderInAdmin as renderShared } from '@/test-utils/render-in-admin';
import type { NominationDetail } from './types';

// Given: YouScout's records as the server answers them, and the server's calls recorded.

export { SLOW } from '@/test-utils/render-in-admin';
export { type Call, serverCalls } from '@/test-utils/server-calls';

export const nomination = (overrides: Partial<NominationDetail> = {}): NominationDetail => ({
  id: '6f0c3c52-3a4e-4b8e-9d7e-1b2c3d4e5f60',
  athleteId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  status: 'pending',
  isPublic: false,
  consentOnRecord: false,
  nominatorIsGuardian: false,
  age: 15,
  ageGroup: '13-15',
  sport: 'baseball',
  position: 'SS',
  secondaryPosition: '2B',
  handedness: 'R/R',
  state: 'LA',
  gameDate: '2026-10-30',
  firstName: 'Jamie',
  lastName: 'Broussard',
  school: 'Jesuit High School',
  city: 'Metairie',
  gameLocation: 'Kirsch-Rooney Stadium',
  performance: 'Three hits and a diving catch in the ninth inning.',
  video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  submittedByName: 'Dana Coach',
  submittedByEmail: 'dana@example.com',
  submittedByPhone: null,
  guardianEmail: null,
  submittedByUserId: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  communityVotes: 0,
  rejectionReason: null,
  adminNotes: [],
  allowedTransitions: ['approve', 'reject', 'withdraw'],
  createdAt: '2026-11-01T12:00:00.000Z',
  statusChangedAt: '2026-11-01T12:00:00.000Z',
  votes: { cast: 0, voided: 0, fromDayOldAccounts: 0, sharedAddresses: [] },
  consent: null,
  history: [
    {
      status: 'pending',
      actor: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
      reason: null,
      at: '2026-11-01T12:00:00.000Z',
    },
  ],
  ...overrides,
});

/** A component in the back office's contexts, with its toasts; YouScout's nominations by default. */
export const renderInAdmin = (
  ui: ReactNode,
  options: { record?: object; resource?: string; dataProvider?: DataProvider } = {},
) => renderShared(ui, { resource: 'you-scout/nominations', ...options });
