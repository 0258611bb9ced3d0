import type { BoardEvent, ProspectFields } from './events';

export type Prospect =
  | { status: 'unknown' }
  | { status: 'listed'; id: string; fields: ProspectFields }
  | { status: 'removed'; id: string; fields: ProspectFields }
  /** Erased: its personal data is gone (the key deleted); no command applies to it any more. */
  | { status: 'erased'; id: string };

export const initialProspect: Prospect = { status: 'unknown' };

export function evolveProspect(state: Prospect, event: BoardEvent): Prospect {
  switch (event.type) {
    case 'ProspectAdded': {
      const { prospectId, addedAt: _, nolaRank: __, ...fields } = event.data;
      return { status: 'listed', id: prospectId, fields };
    }
    case 'ProspectUpdated': {
      if (state.status !== 'listed') return state;
      const fields = { ...state.fields };
      for (const [field, { to }] of Object.entries(event.data.changes)) {
        (fields as Record<string, unknown>)[field] = to;
      }
      return { ...state, fields };
    }
    case 'ProspectRemoved':
      return state.status === 'listed' ? { ...state, status: 'removed' } : state;
    case 'ProspectErased':
      return { status: 'erased', id: event.data.prospectId };
    default:
      return state;
  }
}

export const fullName = (fields: Pick<ProspectFields, 'firstName' | 'lastName'>): string =>
  `${fields.firstName} ${fields.lastName}`.trim();
