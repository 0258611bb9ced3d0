import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBadge } from '@/features/youscout/api/admin-badges';
import type {
  AdminComment,
  AdminNomination,
  AdminNominationDetail,
} from '@/features/youscout/api/admin-nominations';
import { configure, fireEvent, render, screen, waitFor, within } from '@/test-utils/render';
import { YouScoutAdmin } from './youscout-admin';

configure({ asyncUtilTimeout: 5000 });

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const nomination = (n: number, fields: Partial<AdminNomination> = {}): AdminNomination => ({
  id: ID(n),
  athleteId: ID(100 + n),
  status: 'pending',
  isPublic: false,
  consentOnRecord: false,
  nominatorIsGuardian: false,
  age: 11,
  ageGroup: '10-12',
  sport: 'baseball',
  position: 'SS',
  secondaryPosition: 'CF',
  handedness: 'R/R',
  state: 'LA',
  gameDate: '2026-04-30',
  firstName: 'Jamal',
  lastName: `Fontenot${n}`,
  school: 'Holy Cross',
  city: 'Metairie',
  gameLocation: 'Kirsch-Rooney Stadium',
  performance: 'Three hits and a diving catch in the sixth inning.',
  video: null,
  submittedByName: 'Coach Landry',
  submittedByEmail: 'landry@example.com',
  submittedByPhone: null,
  guardianEmail: 'parent@example.com',
  submittedByUserId: ID(200),
  communityVotes: 7,
  rejectionReason: null,
  adminNotes: [],
  allowedTransitions: ['approve', 'reject', 'withdraw'],
  createdAt: '2026-11-02T15:00:00.000Z',
  statusChangedAt: '2026-11-02T15:00:00.000Z',
  ...fields,
});

const detail = (base: AdminNomination): AdminNominationDetail => ({
  ...base,
  votes: {
    cast: 12,
    voided: 5,
    fromDayOldAccounts: 3,
    sharedAddresses: [{ day: '2026-11-30', accountsMade: 5, voted: 4 }],
  },
  consent: null,
  history: [{ status: 'pending', actor: ID(200), reason: null, at: base.createdAt }],
});

const comment = (n: number, fields: Partial<AdminComment> = {}): AdminComment => ({
  id: ID(300 + n),
  nominationId: ID(1),
  userId: ID(400 + n),
  authorName: `Fan${n} B.`,
  text: `Comment number ${n}`,
  status: 'shown',
  heldFor: [],
  hiddenReason: null,
  reports: 0,
  postedAt: '2026-11-03T10:00:00.000Z',
  updatedAt: '2026-11-03T10:00:00.000Z',
  ...fields,
});

const badge = (n: number, fields: Partial<AdminBadge> = {}): AdminBadge => ({
  id: ID(500 + n),
  name: `Badge ${n}`,
  description: 'For helping',
  icon: '⭐',
  requirements: 'Given by staff',
  rule: null,
  retired: false,
  awarded: 2,
  createdAt: '2026-10-01T00:00:00.000Z',
  updatedAt: '2026-10-01T00:00:00.000Z',
  retiredAt: null,
  ...fields,
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
const list = (rows: unknown[]) =>
  json(200, rows, { 'Content-Range': `x 0-${rows.length}/${rows.length}` });

type Call = { method: string; url: string; body: unknown };
let calls: Call[];
/** Answers for POST/PUT calls by path; GETs read `state`. */
let writes: Record<string, (body: unknown) => Response>;
let state: { nominations: AdminNomination[]; comments: AdminComment[]; badges: AdminBadge[] };

function answer(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
  calls.push({ method, url, body });
  const { pathname, searchParams } = new URL(url, 'http://site.test');
  if (method !== 'GET') {
    const write = writes[`${method} ${pathname}`];
    return write ? write(body) : json(404, { message: `No fake for ${method} ${pathname}` });
  }
  if (pathname === '/api/admin/you-scout/nominations') {
    const status = searchParams.get('status');
    return list(state.nominations.filter((n) => !status || n.status === status));
  }
  const one = pathname.match(/^\/api\/admin\/you-scout\/nominations\/(.+)$/);
  if (one) {
    const found = state.nominations.find((n) => n.id === one[1]);
    return found ? json(200, detail(found)) : json(404, { message: 'Nomination not found' });
  }
  if (pathname === '/api/admin/you-scout/comments') {
    // As the server filters, sorts and pages them.
    const status = searchParams.get('status');
    const reported = (c: AdminComment) => c.reports > 0 && c.status !== 'hidden';
    const [, order] = JSON.parse(searchParams.get('sort') ?? '["postedAt","ASC"]') as string[];
    const [from, to] = JSON.parse(searchParams.get('range') ?? '[0, 99]') as number[];
    const matching = state.comments
      .filter((c) =>
        status === 'review'
          ? c.status === 'held' || reported(c)
          : status === 'reported'
            ? reported(c)
            : c.status === status,
      )
      .sort((a, b) => a.postedAt.localeCompare(b.postedAt) * (order === 'DESC' ? -1 : 1));
    const page = matching.slice(from, (to ?? 0) + 1);
    return json(200, page, {
      'Content-Range': `you-scout-comments ${from}-${(from ?? 0) + page.length - 1}/${matching.length}`,
    });
  }
  if (pathname === '/api/admin/you-scout/badges') return list(state.badges);
  if (pathname === '/api/admin/users') {
    const q = JSON.parse(searchParams.get('filter') ?? '{}').q as string;
    const users = [
      { id: ID(600), username: 'coachlandry' },
      { id: ID(601), username: 'coachlandry2' },
    ];
    return list(users.filter((u) => u.username.includes(q.toLowerCase())));
  }
  return json(404, { message: `No fake for GET ${pathname}` });
}

const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
  Promise.resolve(answer(String(input), init)),
);

beforeEach(() => {
  calls = [];
  writes = {};
  state = { nominations: [], comments: [], badges: [] };
  fetchMock.mockClear();
  notifications.clean();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const posted = (path: string) =>
  calls.filter((c) => c.method !== 'GET' && new URL(c.url, 'http://site.test').pathname === path);
const gets = (path: string) =>
  calls.filter((c) => c.method === 'GET' && new URL(c.url, 'http://site.test').pathname === path);

const NOMINATIONS = '/api/admin/you-scout/nominations';

describe('the review queue', () => {
  it('lists pending nominations with what staff decide on, and offers only the allowed moves', async () => {
    state.nominations = [
      nomination(1),
      nomination(2, { status: 'approved', allowedTransitions: ['feature', 'archive'] }),
    ];
    render(<YouScoutAdmin />);
    const row = await screen.findByTestId('nomination-row');
    expect(screen.getAllByTestId('nomination-row')).toHaveLength(1);
    expect(within(row).getByText('Jamal Fontenot1')).toBeInTheDocument();
    expect(within(row).getByText('11')).toBeInTheDocument();
    expect(within(row).getByText('Baseball')).toBeInTheDocument();
    expect(within(row).getByText('SS / CF')).toBeInTheDocument();
    expect(within(row).getByText('Coach Landry')).toBeInTheDocument();
    expect(within(row).getByText('November 2, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Awaiting guardian consent')).toBeInTheDocument();
    expect(within(row).getByText('7')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approve Jamal Fontenot1' })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Reject Jamal Fontenot1' })).toBeVisible();
    expect(within(row).queryByRole('button', { name: /Feature|Archive|Withdraw/ })).toBeNull();
    const asked = new URL(gets(NOMINATIONS)[0]?.url ?? '', 'http://site.test').searchParams;
    expect(asked.get('status')).toBe('pending');
    expect(asked.get('sort')).toBe('["createdAt","ASC"]');
    expect(asked.get('range')).toBe('[0,19]');
  });

  it('approves: the server says so, and the queue is read again', async () => {
    state.nominations = [nomination(1)];
    writes[`POST ${NOMINATIONS}/${ID(1)}/approve`] = () => {
      state.nominations = [{ ...nomination(1), status: 'approved', allowedTransitions: [] }];
      return json(200, { message: 'Nomination approved', status: 'approved' });
    };
    render(<YouScoutAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Jamal Fontenot1' }));
    expect(await screen.findByText('Nomination approved')).toBeInTheDocument();
    expect(await screen.findByText('No nominations are waiting for review.')).toBeInTheDocument();
    expect(posted(`${NOMINATIONS}/${ID(1)}/approve`)).toHaveLength(1);
  });

  it('shows the server’s refusal when the status moved on', async () => {
    state.nominations = [nomination(1)];
    writes[`POST ${NOMINATIONS}/${ID(1)}/approve`] = () =>
      json(409, { message: 'This nomination was withdrawn by its nominator' });
    render(<YouScoutAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Jamal Fontenot1' }));
    expect(await screen.findByText('Could not approve')).toBeInTheDocument();
    expect(screen.getByText('This nomination was withdrawn by its nominator')).toBeInTheDocument();
  });

  it('rejects only with a reason, which it sends', async () => {
    state.nominations = [nomination(1)];
    writes[`POST ${NOMINATIONS}/${ID(1)}/reject`] = () =>
      json(200, { message: 'Nomination rejected', status: 'rejected' });
    render(<YouScoutAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Jamal Fontenot1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Jamal Fontenot1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject nomination' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    expect(posted(`${NOMINATIONS}/${ID(1)}/reject`)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'The video is not of a game');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject nomination' }));
    expect(await screen.findByText('Nomination rejected')).toBeInTheDocument();
    expect(posted(`${NOMINATIONS}/${ID(1)}/reject`)[0]?.body).toEqual({
      reason: 'The video is not of a game',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the reject dialog open with the server’s refusal', async () => {
    state.nominations = [nomination(1)];
    writes[`POST ${NOMINATIONS}/${ID(1)}/reject`] = () =>
      json(409, { message: 'Only a pending nomination can be rejected' });
    render(<YouScoutAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Jamal Fontenot1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Jamal Fontenot1' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Duplicate');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject nomination' }));
    expect(
      await screen.findByText('Only a pending nomination can be rejected'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reject Jamal Fontenot1' })).toBeInTheDocument();
  });
});

describe('a nomination’s details', () => {
  const openDetails = async () => {
    render(<YouScoutAdmin />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Details of Jamal Fontenot1' }),
    );
    return screen.findByRole('region', { name: 'Votes' });
  };

  it('shows the votes, the status history and the staff notes', async () => {
    state.nominations = [
      nomination(1, {
        adminNotes: [{ by: 'staff-1', note: 'Called the coach', addedAt: '2026-11-03T12:00:00Z' }],
      }),
    ];
    const votes = await openDetails();
    expect(within(votes).getByText('12')).toBeInTheDocument();
    expect(within(votes).getByText('5')).toBeInTheDocument();
    expect(within(votes).getByText('3 (43%)')).toBeInTheDocument();
    expect(
      within(votes).getByText('4 of 5 accounts one address made on Nov 30, 2026'),
    ).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Status history' });
    expect(within(history).getByRole('listitem')).toHaveTextContent(
      new RegExp(`^pending · .+ · by ${ID(200)}$`),
    );
    expect(screen.getByText('Called the coach')).toBeInTheDocument();
    expect(screen.getByText('Kirsch-Rooney Stadium')).toBeInTheDocument();
    expect(screen.getByText('parent@example.com')).toBeInTheDocument();
  });

  it('adds a staff note', async () => {
    state.nominations = [nomination(1)];
    writes[`POST ${NOMINATIONS}/${ID(1)}/notes`] = () => json(201, { message: 'Note added' });
    await openDetails();
    await userEvent.type(
      screen.getByLabelText('Staff note (never shown to the public)'),
      'Spoke to the parent',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    expect(posted(`${NOMINATIONS}/${ID(1)}/notes`)[0]?.body).toEqual({
      note: 'Spoke to the parent',
    });
  });

  it('voids a window of votes, sending UTC times, and shows a refusal', async () => {
    state.nominations = [nomination(1)];
    let answerWith = json(200, { message: '4 votes voided' });
    writes[`POST ${NOMINATIONS}/${ID(1)}/void-votes`] = () => answerWith;
    await openDetails();
    const form = screen.getByRole('form', { name: 'Void votes' });
    fireEvent.change(within(form).getByLabelText('From'), {
      target: { value: '2026-11-03T18:00' },
    });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-03T17:00' } });
    await userEvent.type(within(form).getByLabelText('Reason for voiding'), 'Script burst');
    await userEvent.click(within(form).getByRole('button', { name: 'Void votes' }));
    expect(
      await within(form).findByText('The end of the time must be after its start'),
    ).toBeInTheDocument();
    expect(posted(`${NOMINATIONS}/${ID(1)}/void-votes`)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-03T19:00' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Void votes' }));
    expect(await screen.findByText('4 votes voided')).toBeInTheDocument();
    expect(posted(`${NOMINATIONS}/${ID(1)}/void-votes`)[0]?.body).toEqual({
      from: new Date('2026-11-03T18:00').toISOString(),
      to: new Date('2026-11-03T19:00').toISOString(),
      reason: 'Script burst',
    });

    answerWith = json(409, { message: 'No counted votes were cast in that time' });
    fireEvent.change(within(form).getByLabelText('From'), {
      target: { value: '2026-11-03T18:00' },
    });
    fireEvent.change(within(form).getByLabelText('To'), { target: { value: '2026-11-03T19:00' } });
    await userEvent.type(within(form).getByLabelText('Reason for voiding'), 'Again');
    await userEvent.click(within(form).getByRole('button', { name: 'Void votes' }));
    expect(await screen.findByText('No counted votes were cast in that time')).toBeInTheDocument();
  });
});

describe('comments', () => {
  const openComments = async () => {
    render(<YouScoutAdmin />);
    await userEvent.click(screen.getByRole('tab', { name: 'Comments' }));
  };

  it('lists what waits for review, held or reported, oldest first, with their reasons and reports', async () => {
    state.comments = [
      comment(1, { reports: 2, postedAt: '2026-11-03T11:00:00.000Z' }),
      comment(2, { status: 'held', heldFor: ['contact-details'] }),
      comment(3),
    ];
    await openComments();
    await screen.findAllByTestId('comment-row');
    const rows = screen.getAllByTestId('comment-row');
    expect(rows.map((row) => within(row).getByText(/^Comment number/).textContent)).toEqual([
      'Comment number 2',
      'Comment number 1',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('held for contact-details')).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText('2 reports')).toBeVisible();
    expect(screen.getByText('2 comments')).toBeVisible();
  });

  it('pages a long queue, and shows history newest first', async () => {
    const at = (minute: number) => `2026-11-03T10:${String(minute).padStart(2, '0')}:00.000Z`;
    state.comments = Array.from({ length: 25 }, (_, i) =>
      comment(i + 1, { status: 'held', heldFor: ['profanity'], postedAt: at(i) }),
    );
    await openComments();
    await screen.findAllByTestId('comment-row');
    expect(screen.getByText('25 comments')).toBeVisible();
    const texts = () =>
      screen
        .getAllByTestId('comment-row')
        .map((row) => within(row).getByText(/^Comment number/).textContent);
    expect(texts()).toHaveLength(20);
    expect(texts()[0]).toBe('Comment number 1');
    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(texts()).toHaveLength(5));
    expect(texts()[4]).toBe('Comment number 25');

    state.comments = [comment(1, { postedAt: at(1) }), comment(2, { postedAt: at(2) })];
    await userEvent.click(screen.getByRole('radio', { name: 'Shown' }));
    await waitFor(() => expect(texts()).toEqual(['Comment number 2', 'Comment number 1']));
    expect(screen.queryByRole('button', { name: '2' })).toBeNull();
  });

  it('hides a comment with a reason', async () => {
    state.comments = [comment(1, { reports: 1 })];
    writes[`POST /api/admin/you-scout/comments/${ID(301)}/hide`] = () => {
      state.comments = [comment(1, { reports: 1, status: 'hidden', hiddenReason: 'Rude' })];
      return json(200, { message: 'Comment hidden' });
    };
    await openComments();
    const row = await screen.findByTestId('comment-row');
    await userEvent.click(within(row).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide comment' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Rude');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide comment' }));
    expect(await screen.findByText('Comment hidden')).toBeInTheDocument();
    expect(posted(`/api/admin/you-scout/comments/${ID(301)}/hide`)[0]?.body).toEqual({
      reason: 'Rude',
    });
    expect(await screen.findByText('No comments are waiting for review.')).toBeInTheDocument();
  });

  it('shows the refusal when a held comment was released already', async () => {
    state.comments = [comment(2, { status: 'held', heldFor: ['profanity'] })];
    writes[`POST /api/admin/you-scout/comments/${ID(302)}/restore`] = () =>
      json(409, { message: 'This comment is shown already' });
    await openComments();
    const row = await screen.findByTestId('comment-row');
    await userEvent.click(within(row).getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore comment' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Fine after all');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore comment' }));
    expect(await screen.findByText('This comment is shown already')).toBeInTheDocument();
  });
});

describe('removal', () => {
  const REMOVAL = `/api/you-scout/nominations/${ID(1)}/removal`;

  it('says the data is erased for good, and removes only once confirmed', async () => {
    state.nominations = [nomination(1, { status: 'approved' })];
    writes[`POST ${REMOVAL}`] = () =>
      json(200, { message: "Nomination removed; the athlete's personal data has been erased" });
    render(<YouScoutAdmin />);
    await userEvent.click(screen.getByRole('tab', { name: 'Removal' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Jamal Fontenot1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Jamal Fontenot1' });
    expect(within(dialog).getByText('for good')).toBeInTheDocument();
    const remove = within(dialog).getByRole('button', { name: 'Remove and erase' });
    expect(remove).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText('I understand this cannot be undone'));
    await userEvent.click(remove);
    expect(
      await screen.findByText("Nomination removed; the athlete's personal data has been erased"),
    ).toBeInTheDocument();
    expect(posted(REMOVAL)).toHaveLength(1);
  });

  it('shows the refusal of one removed already', async () => {
    state.nominations = [nomination(1, { status: 'approved' })];
    writes[`POST ${REMOVAL}`] = () => json(410, { message: 'This nomination has been removed' });
    render(<YouScoutAdmin />);
    await userEvent.click(screen.getByRole('tab', { name: 'Removal' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Jamal Fontenot1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Jamal Fontenot1' });
    await userEvent.click(within(dialog).getByLabelText('I understand this cannot be undone'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove and erase' }));
    expect(await screen.findByText('This nomination has been removed')).toBeInTheDocument();
  });
});

describe('badges', () => {
  const BADGES = '/api/admin/you-scout/badges';
  const openBadges = async () => {
    render(<YouScoutAdmin />);
    await userEvent.click(screen.getByRole('tab', { name: 'Badges' }));
  };

  it('creates a badge, and shows a name taken', async () => {
    let answerWith = json(201, { ...badge(9), name: 'Helper' });
    writes[`POST ${BADGES}`] = () => answerWith;
    await openBadges();
    await userEvent.click(await screen.findByRole('button', { name: 'New badge' }));
    const dialog = await screen.findByRole('dialog', { name: 'New badge' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create badge' }));
    expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
    expect(posted(BADGES)).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Helper');
    await userEvent.type(within(dialog).getByLabelText(/^Icon/), '🤝');
    await userEvent.type(within(dialog).getByLabelText(/^Description/), 'Helps out');
    await userEvent.type(within(dialog).getByLabelText(/^Requirements/), 'Given by staff');
    answerWith = json(409, { message: 'A badge named Helper exists already' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create badge' }));
    expect(await screen.findByText('A badge named Helper exists already')).toBeInTheDocument();

    answerWith = json(201, { ...badge(9), name: 'Helper' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create badge' }));
    expect(await screen.findByText('Badge created')).toBeInTheDocument();
    expect(posted(BADGES)[1]?.body).toEqual({
      name: 'Helper',
      icon: '🤝',
      description: 'Helps out',
      requirements: 'Given by staff',
      rule: null,
    });
  });

  it('edits and retires a badge', async () => {
    state.badges = [badge(1)];
    writes[`PUT ${BADGES}/${ID(501)}`] = () => json(200, badge(1, { name: 'Badge one' }));
    writes[`POST ${BADGES}/${ID(501)}/retire`] = () => json(200, badge(1, { retired: true }));
    await openBadges();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Badge 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Badge 1' });
    const name = within(dialog).getByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Badge one');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save badge' }));
    expect(await screen.findByText('Badge saved')).toBeInTheDocument();
    expect(posted(`${BADGES}/${ID(501)}`)[0]).toMatchObject({
      method: 'PUT',
      body: { name: 'Badge one', rule: null },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Retire Badge 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Retire Badge 1' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Retire badge' }));
    expect(await screen.findByText('Badge retired')).toBeInTheDocument();
    expect(posted(`${BADGES}/${ID(501)}/retire`)).toHaveLength(1);
  });

  it('awards by username, naming the exact account, and refuses an unknown name', async () => {
    state.badges = [badge(1)];
    let answerWith = json(201, { message: 'Badge awarded' });
    writes[`POST ${BADGES}/${ID(501)}/award`] = () => answerWith;
    await openBadges();
    await userEvent.click(await screen.findByRole('button', { name: 'Award Badge 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Award Badge 1' });
    await userEvent.type(within(dialog).getByLabelText(/^User/), 'CoachLandry');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Award badge' }));
    expect(await screen.findByText('Badge awarded')).toBeInTheDocument();
    expect(posted(`${BADGES}/${ID(501)}/award`)[0]?.body).toEqual({ userId: ID(600) });

    await userEvent.click(await screen.findByRole('button', { name: 'Award Badge 1' }));
    const again = await screen.findByRole('dialog', { name: 'Award Badge 1' });
    await userEvent.type(within(again).getByLabelText(/^User/), 'coachland');
    await userEvent.click(within(again).getByRole('button', { name: 'Award badge' }));
    expect(await within(again).findByText('No user is named coachland')).toBeInTheDocument();
    expect(posted(`${BADGES}/${ID(501)}/award`)).toHaveLength(1);

    answerWith = json(409, { message: 'This user has this badge already' });
    const user = within(again).getByLabelText(/^User/);
    await userEvent.clear(user);
    await userEvent.type(user, ID(601));
    await userEvent.click(within(again).getByRole('button', { name: 'Award badge' }));
    expect(await screen.findByText('This user has this badge already')).toBeInTheDocument();
    expect(posted(`${BADGES}/${ID(501)}/award`)[1]?.body).toEqual({ userId: ID(601) });
  });
});
