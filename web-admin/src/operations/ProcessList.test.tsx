import { screen } from '@testing-library/react';
import { type DataProvider, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { renderInAdmin, SLOW } from '@/test-utils/render-in-admin';
import type { BackgroundProcess } from '@/types';
import { ProcessList } from './ProcessList';

const processes: BackgroundProcess[] = [
  {
    id: 'badge-awards',
    name: 'badge-awards',
    purpose: 'Awards YouScout badges as nominations earn them',
    state: 'running',
    startedAt: '2026-12-02T09:00:00Z',
    lastError: null,
  },
  {
    id: 'mail',
    name: 'mail',
    purpose: 'Sends queued mail',
    state: 'failed',
    startedAt: null,
    lastError: 'connect ECONNREFUSED 127.0.0.1:1025',
  },
];

describe('the background processes screen', () => {
  it('lists each process with what it does, its state, and why one failed to start', async () => {
    const asked: string[] = [];
    const dataProvider = {
      ...testDataProvider(),
      getList: async (resource: string) => {
        asked.push(resource);
        return { data: processes, total: processes.length };
      },
    } as DataProvider;
    renderInAdmin(<ProcessList />, { resource: 'processes', dataProvider });
    expect(await screen.findByText('badge-awards', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Awards YouScout badges as nominations earn them')).toBeTruthy();
    expect(screen.getByText('running')).toBeTruthy();
    expect(screen.getByText('failed')).toBeTruthy();
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:1025')).toBeTruthy();
    expect(asked).toContain('processes');
  });
});
