import { createHash, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { EventMetadata } from '../../services/src/core/event-store/event-store';

/**
 * Fills an event store with N realistic events, fast, for the fault suites: accounts, profiles,
 * a board of prospects with rank moves and edits, signed-in and signed-out votes, contact
 * messages, newsletter subscriptions and evaluation requests. Events go in through the store's
 * own append function (`es_append`), a thousand streams per statement, so 100,000 take seconds
 * rather than the minutes one HTTP call each would. Every event has the shape its projector
 * expects: a rebuild of the result must apply without a failure.
 */

type Draft = { type: string; data: Record<string, unknown> };
type Append = { stream: string; expected: 'no_stream' | 'any'; events: Draft[] };

export type GeneratedCounts = Record<string, number> & { total: number };

const PROSPECTS = 100;
const POSITIONS = ['P', 'C', '1B', '2B', '3B', 'SS', 'OF', 'RHP', 'LHP', 'UTIL'];
const SCHOOLS = ['Jesuit High School', 'Brother Martin', 'Holy Cross', 'Rummel', 'St. Augustine'];
const NAMES = ['Broussard', 'Thibodeaux', 'Landry', 'Hebert', 'Guidry', 'Boudreaux', 'Fontenot'];

/** A small deterministic generator, so a failing run can be told apart from its data. */
function rng(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

export async function generateEvents(
  knex: Knex,
  options: { total: number; seed?: number; chunk?: number; onProgress?: (n: number) => void },
): Promise<GeneratedCounts> {
  const random = rng(options.seed ?? 7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const total = options.total;
  // The shares of a busy season: mostly votes.
  const users = Math.max(10, Math.floor(total * 0.02));
  const profiles = Math.floor(users / 2);
  const contacts = Math.floor(total * 0.015);
  const subscriptions = Math.floor(total * 0.015);
  const evaluations = Math.floor(total * 0.01);
  const boardMoves = Math.floor(total * 0.004);
  const edits = Math.floor(total * 0.002);
  const fixed = users + profiles + contacts + subscriptions + evaluations + boardMoves + edits;
  const votes = total - fixed - 2 * PROSPECTS;
  if (votes < 0) throw new Error(`at least ${fixed + 2 * PROSPECTS} events are needed`);

  const started = Date.now() - 35 * 24 * 3600 * 1000;
  let clock = 0;
  const at = () => new Date(started + clock++ * 1_000).toISOString();
  const userIds: string[] = [];
  const prospectIds: string[] = [];
  /** rank → prospect, for consistent moves. */
  const holder = new Map<number, string>();
  const rankOf = new Map<string, number>();

  const appends: Append[] = [];
  const counts: Record<string, number> = {};
  const add = (append: Append) => {
    appends.push(append);
    for (const e of append.events) counts[e.type] = (counts[e.type] ?? 0) + 1;
  };

  for (let i = 0; i < users; i++) {
    const userId = randomUUID();
    userIds.push(userId);
    add({
      stream: `user-${userId}`,
      expected: 'no_stream',
      events: [
        {
          type: 'UserRegistered',
          data: {
            userId,
            username: `fan_${i}`,
            email: `fan${i}@example.test`,
            role: pick(['athlete', 'coach', 'scout', 'parent', 'fan']),
            passwordHash: `$argon2id$v=19$m=19456,t=2,p=1$${createHash('sha256').update(userId).digest('base64')}`,
            registeredAt: at(),
          },
        },
      ],
    });
  }
  for (let i = 0; i < PROSPECTS; i++) {
    const prospectId = randomUUID();
    prospectIds.push(prospectId);
    add({
      stream: `prospect-${prospectId}`,
      expected: 'any',
      events: [
        {
          type: 'ProspectAdded',
          data: {
            prospectId,
            firstName: `Player${i}`,
            lastName: pick(NAMES),
            school: pick(SCHOOLS),
            teamName: '',
            positionPrimary: pick(POSITIONS),
            positionSecondary: '',
            battingThrowingHand: 'R/R',
            gradYear: 2026 + (i % 4),
            nolaEvaluated: random() < 0.3,
            addedAt: at(),
          },
        },
      ],
    });
    const rank = i + 1;
    holder.set(rank, prospectId);
    rankOf.set(prospectId, rank);
    add({
      stream: 'board-nola100',
      expected: 'any',
      events: [
        {
          type: 'RankAssigned',
          data: {
            prospectId,
            rank,
            moves: [{ prospectId, from: null, to: rank }],
            at: at(),
          },
        },
      ],
    });
  }

  // The rest, shuffled together as a season's traffic would be.
  type Kind = 'profile' | 'contact' | 'subscription' | 'evaluation' | 'move' | 'edit' | 'vote';
  const kinds: Kind[] = [
    ...Array<Kind>(profiles).fill('profile'),
    ...Array<Kind>(contacts).fill('contact'),
    ...Array<Kind>(subscriptions).fill('subscription'),
    ...Array<Kind>(evaluations).fill('evaluation'),
    ...Array<Kind>(boardMoves).fill('move'),
    ...Array<Kind>(edits).fill('edit'),
    ...Array<Kind>(votes).fill('vote'),
  ];
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j] as Kind, kinds[i] as Kind];
  }
  let profiled = 0;
  let voter = 0;
  const voted = new Set<string>();
  for (const kind of kinds) {
    switch (kind) {
      case 'profile': {
        const userId = userIds[profiled++ % userIds.length] as string;
        add({
          stream: `profile-${userId}`,
          expected: 'any',
          events: [
            {
              type: 'UserProfileUpdated',
              data: {
                userId,
                displayName: `Fan ${profiled}`,
                bio: 'Baseball dad, Who Dat.',
                location: 'Metairie, LA',
                teamName: null,
                teamPosition: null,
                photoUrl: null,
                socialLinks: { twitter: null, instagram: null, facebook: null, linkedin: null },
                notificationPreferences: { email: true, sms: false, push: false },
                updatedAt: at(),
              },
            },
          ],
        });
        break;
      }
      case 'contact': {
        const submissionId = randomUUID();
        add({
          stream: `contact-${submissionId}`,
          expected: 'no_stream',
          events: [
            {
              type: 'ContactMessageSubmitted',
              data: {
                submissionId,
                name: `${pick(NAMES)} family`,
                email: `contact${submissionId.slice(0, 8)}@example.test`,
                organization: pick(SCHOOLS),
                message: 'When is the next showcase at the Wolfpack Park?',
                submittedAt: at(),
              },
            },
          ],
        });
        break;
      }
      case 'subscription': {
        const subscriptionId = randomUUID();
        const email = `news${subscriptionId.slice(0, 12)}@example.test`;
        add({
          stream: `newsletter-${email}`,
          expected: 'no_stream',
          events: [
            {
              type: 'NewsletterSubscribed',
              data: {
                subscriptionId,
                email,
                name: random() < 0.5 ? null : 'Pat',
                subscribedAt: at(),
              },
            },
          ],
        });
        break;
      }
      case 'evaluation': {
        const requestId = randomUUID();
        add({
          stream: `evaluation-${requestId}`,
          expected: 'no_stream',
          events: [
            {
              type: 'EvaluationRequested',
              data: {
                requestId,
                userId: pick(userIds),
                parentName: 'Dana Guidry',
                parentEmail: `parent${requestId.slice(0, 8)}@example.test`,
                parentPhone: '504-555-0100',
                playerName: `Kid ${pick(NAMES)}`,
                playerAge: 12 + Math.floor(random() * 6),
                playerPosition: pick(POSITIONS),
                playerSchool: pick(SCHOOLS),
                additionalInfo: random() < 0.5 ? null : 'Left-handed pitcher',
                requestedAt: at(),
              },
            },
          ],
        });
        break;
      }
      case 'move': {
        // Swap a random ranked prospect with its neighbour above.
        const rank = 2 + Math.floor(random() * (PROSPECTS - 1));
        const down = holder.get(rank - 1) as string;
        const up = holder.get(rank) as string;
        holder.set(rank - 1, up);
        holder.set(rank, down);
        rankOf.set(up, rank - 1);
        rankOf.set(down, rank);
        add({
          stream: 'board-nola100',
          expected: 'any',
          events: [
            {
              type: 'RankSwapped',
              data: {
                prospectId: up,
                direction: 'up',
                moves: [
                  { prospectId: up, from: rank, to: rank - 1 },
                  { prospectId: down, from: rank - 1, to: rank },
                ],
                at: at(),
              },
            },
          ],
        });
        break;
      }
      case 'edit': {
        const prospectId = pick(prospectIds);
        add({
          stream: `prospect-${prospectId}`,
          expected: 'any',
          events: [
            {
              type: 'ProspectUpdated',
              data: {
                prospectId,
                changes: { school: { from: null, to: pick(SCHOOLS) } },
                updatedAt: at(),
              },
            },
          ],
        });
        break;
      }
      case 'vote': {
        const prospectId = pick(prospectIds);
        // A signed-in fan votes once per prospect (the store would refuse a second vote).
        const fan = random() < 0.3 ? pick(userIds) : null;
        const userId = fan && !voted.has(`${fan}:${prospectId}`) ? fan : null;
        if (userId) voted.add(`${userId}:${prospectId}`);
        // Signed out: one key per voter (an HMAC of an address in the real API).
        const voterKey = userId ?? `k${(voter++).toString(36)}`;
        add({
          stream: `vote-${prospectId}-${voterKey}`,
          expected: 'no_stream',
          events: [
            {
              type: 'VoteCast',
              data: {
                prospectId,
                prospectName: `Player ${prospectId.slice(0, 4)}`,
                voterKey,
                userId,
                castAt: at(),
              },
            },
          ],
        });
        break;
      }
    }
  }

  const chunk = options.chunk ?? 1_000;
  let written = 0;
  const meta = (): EventMetadata => ({
    actorId: null,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date(started + written * 1_000).toISOString(),
    source: 'fault-suite generator',
  });
  for (let i = 0; i < appends.length; i += chunk) {
    const slice = appends.slice(i, i + chunk);
    const result = await knex.raw<{ rows: { outcome: string; n: string }[] }>(
      `select r.outcome, count(*) as n
       from unnest(?::text[], ?::text[], ?::jsonb[]) with ordinality as t(stream, expected, events, ord)
       cross join lateral es_append(t.stream, t.expected, t.events) r
       group by r.outcome`,
      [
        slice.map((a) => a.stream),
        slice.map((a) => a.expected),
        slice.map((a) =>
          JSON.stringify(a.events.map((e) => ({ id: randomUUID(), ...e, metadata: meta() }))),
        ),
      ],
    );
    for (const row of result.rows) {
      if (row.outcome !== 'appended') throw new Error(`${row.n} appends answered ${row.outcome}`);
    }
    written += slice.length;
    options.onProgress?.(written);
  }
  const stored = await knex('es_events').count<{ count: string }[]>({ count: '*' });
  return { ...counts, total: Number(stored[0]?.count ?? 0) };
}
