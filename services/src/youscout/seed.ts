import { randomBytes, randomUUID } from 'node:crypto';
import { type Role, registerUser, UsernameTaken } from '../accounts';
import {
  type AppContext,
  type CommandContext,
  type MailingContext,
  systemMetadata,
} from '../core/context';
import type { AppendResult, EventMetadata } from '../core/event-store/event-store';
import { createMailer } from '../core/mail/mailer';
import { prng } from '../core/seeded-random';
import {
  consentLink,
  FAMILY_EVENT_TYPES,
  giveGuardianConsent,
  recordStaffVerification,
} from '../families';
import { appendAward, awardOf } from './badges/awarding';
import { createBadge, loadCatalogue } from './badges/commands';
import { badgeForRule } from './badges/decide';
import { moderateComment, postComment, reportComment } from './comments/commands';
import { BADGE_RULES, HANDS, type NominationStatus, POSITIONS, type Sport } from './constants';
import {
  BASEBALL_FIRST_NAMES,
  CITIES,
  COMMENTS,
  GAME_LOCATIONS,
  HELD_COMMENTS,
  HIDDEN_COMMENTS,
  LAST_NAMES,
  PERFORMANCES,
  REJECTION_REASONS,
  RELEASED_COMMENT,
  SCHOOLS,
  SOFTBALL_FIRST_NAMES,
  STAFF_NOTES,
  STARTER_BADGES,
} from './demo-data';
import { BadgeNameTaken, BadgeRuleTaken } from './errors';
import { type PersonalFields, YOUSCOUT_EVENT_TYPES } from './events';
import {
  addNominationNote,
  removeNomination,
  reviewNomination,
  submitNomination,
  voidNominationVotes,
  withdrawNomination,
} from './nominations/commands';
import { needsConsent } from './nominations/nomination';
import { nominateSchema } from './schemas';
import { castNominationVote, nominationVoteFactsLoader } from './votes/commands';

// ── YouScout's demo data ─────────────────────────────────────────────────────
// Six weeks of an invented community: seeded accounts nominate 40 invented athletes, staff
// review them into every status, visitors and members vote and comment, a moderator hides and
// releases comments, and the awarding rules' badges follow. Everything goes through the
// handlers (the area's, families' and accounts'), so their rules hold for the demo too,
// back-dated through each event's own time (metadata `occurredAt`), as the board's seed does.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Who reviews in the demo: the history's actor (no account; nobody signs in as it). */
export const SEED_STAFF = 'demo-staff';

type Account = { username: string; role: Exclude<Role, 'admin'>; name: string; email: string };

/**
 * The seeded members, with a random password: nobody signs in as them. Only the parents have an
 * address on the account: a parent who nominates their own child under 13 is mailed the consent
 * link there, and gives consent from the account of that address (the handlers' rules).
 */
const ACCOUNTS: readonly Account[] = [
  { username: 'demo_coach_ray', role: 'coach', name: 'Ray Tumbleworth', email: 'ray@example.com' },
  {
    username: 'demo_coach_tamsin',
    role: 'coach',
    name: 'Tamsin Orchardly',
    email: 'tamsin@example.com',
  },
  { username: 'demo_scout_wren', role: 'scout', name: 'Wren Halloway', email: 'wren@example.com' },
  { username: 'demo_parent_lou', role: 'parent', name: 'Lou Brambleton', email: 'lou@example.com' },
  {
    username: 'demo_parent_ines',
    role: 'parent',
    name: 'Ines Corkwood',
    email: 'ines@example.com',
  },
  { username: 'demo_fan_otis', role: 'fan', name: 'Otis Puddingstone', email: 'otis@example.com' },
  { username: 'demo_fan_bijou', role: 'fan', name: 'Bijou Larchmont', email: 'bijou@example.com' },
  {
    username: 'demo_fan_casimir',
    role: 'fan',
    name: 'Casimir Wendover',
    email: 'casimir@example.com',
  },
  {
    username: 'demo_fan_delphine',
    role: 'fan',
    name: 'Delphine Otterbury',
    email: 'delphine@example.com',
  },
];
const OTIS = 5;
const FANS = [6, 7, 8] as const;

type Story = {
  status: NominationStatus;
  age: number;
  /** The nominating account (ACCOUNTS' index). */
  by: number;
  /** Days before now it was submitted. */
  ago: number;
  /** Under 13: whether the guardian's consent came. */
  consent?: 'given' | 'awaiting';
  /** For a removal: what it was removed from. */
  from?: 'pending' | 'approved';
  /** For an archive: featured before. */
  featuredFirst?: boolean;
  /** Counted votes asked for (otherwise a few). */
  votes?: number;
};

// biome-ignore format: a table reads better than one field a line
const STORIES: readonly Story[] = [
  // Approved: public, and under 13 public once a guardian consented.
  { status: 'approved', age: 16, by: 0, ago: 33, votes: 26 },
  { status: 'approved', age: 17, by: 0, ago: 30 },
  { status: 'approved', age: 15, by: 1, ago: 28, votes: 31 },
  { status: 'approved', age: 14, by: 2, ago: 26 },
  { status: 'approved', age: 18, by: 1, ago: 24 },
  { status: 'approved', age: 13, by: 2, ago: 21 },
  { status: 'approved', age: 16, by: 5, ago: 19 },
  { status: 'approved', age: 15, by: 6, ago: 17 },
  { status: 'approved', age: 17, by: 0, ago: 15 },
  { status: 'approved', age: 14, by: 7, ago: 12 },
  { status: 'approved', age: 11, by: 3, ago: 20, consent: 'given' },
  { status: 'approved', age: 9, by: 4, ago: 16, consent: 'given' },
  { status: 'approved', age: 12, by: 4, ago: 11, consent: 'given' },
  { status: 'approved', age: 10, by: 1, ago: 2.5, consent: 'awaiting' },
  { status: 'approved', age: 8, by: 3, ago: 2, consent: 'awaiting' },
  // Featured.
  { status: 'featured', age: 17, by: 0, ago: 36, votes: 118 },
  { status: 'featured', age: 16, by: 2, ago: 31, votes: 44 },
  { status: 'featured', age: 15, by: 1, ago: 23 },
  { status: 'featured', age: 12, by: 4, ago: 22, consent: 'given' },
  { status: 'featured', age: 18, by: 6, ago: 14 },
  // Pending: the review queue.
  { status: 'pending', age: 15, by: 7, ago: 3 },
  { status: 'pending', age: 16, by: 8, ago: 2.2 },
  { status: 'pending', age: 14, by: 2, ago: 1.5 },
  { status: 'pending', age: 17, by: 5, ago: 1 },
  { status: 'pending', age: 11, by: 3, ago: 0.8, consent: 'awaiting' },
  { status: 'pending', age: 13, by: 8, ago: 0.4 },
  // Rejected, each with the reason the nominator reads.
  { status: 'rejected', age: 16, by: 6, ago: 29 },
  { status: 'rejected', age: 15, by: 7, ago: 18 },
  { status: 'rejected', age: 17, by: 8, ago: 9 },
  { status: 'rejected', age: 14, by: 5, ago: 5 },
  // Archived after their time on the leaderboard.
  { status: 'archived', age: 18, by: 0, ago: 40 },
  { status: 'archived', age: 17, by: 1, ago: 38, featuredFirst: true },
  { status: 'archived', age: 16, by: 2, ago: 35 },
  { status: 'archived', age: 15, by: 0, ago: 27 },
  // Withdrawn by their nominators while pending.
  { status: 'withdrawn', age: 15, by: 6, ago: 25 },
  { status: 'withdrawn', age: 14, by: 8, ago: 13 },
  { status: 'withdrawn', age: 16, by: 7, ago: 6 },
  // Removed at once on request: the athlete's data erased (every field reads "removed").
  { status: 'removed', age: 16, by: 5, ago: 10, from: 'pending' },
  { status: 'removed', age: 15, by: 2, ago: 32, from: 'approved' },
  { status: 'removed', age: 12, by: 4, ago: 26, from: 'approved', consent: 'given' },
];

/** The nomination named in a burst of votes staff void (STORIES' index). */
const BURST_STORY = 3;
const VISITORS = 320;

type Action = { at: number; vote?: true; run: () => Promise<AppendResult | undefined> };

export type YouScoutSeedResult = {
  accounts: number;
  badges: number;
  nominations: number;
  votes: number;
  comments: number;
  awards: number;
};

/** What the demo writes: YouScout's events, its athletes' families, its members' accounts. */
const SEEDED_TYPES = [...YOUSCOUT_EVENT_TYPES, ...FAMILY_EVENT_TYPES, 'UserRegistered'];

/**
 * Waits until the projectors of everything the demo wrote (those writing `reads`, if given) have
 * applied the log as it stands. They are woken first: a projector whose types the last appends
 * did not include would otherwise be waited for until its timer (a minute, measured).
 */
async function caughtUp(ctx: CommandContext, reads?: readonly string[]): Promise<void> {
  const head = await ctx.store.lastCommittedPosition();
  ctx.transport.nudge(head, SEEDED_TYPES);
  const lagging = await ctx.watcher.waitFor(head, SEEDED_TYPES, 120_000, reads);
  if (lagging.length > 0) throw new Error(`the read models are behind: ${lagging.join(', ')}`);
}

/**
 * Adds YouScout's demo data (40 invented nominations in every status, six weeks of votes and
 * comments, the starter badges and their awards) unless any nomination exists: one is enough to
 * say YouScout is someone's. A second run adds nothing.
 */
export async function seedYouScout(
  context: CommandContext & Pick<AppContext, 'config' | 'keys'>,
  now = Date.now(),
  onStart: () => void = () => {},
): Promise<YouScoutSeedResult | 'already-seeded'> {
  const existing = await context.store.readAll({ types: ['NominationSubmitted'], limit: 1 });
  if (existing.length > 0) return 'already-seeded';
  onStart();
  // The handlers mail as they would for anyone (a guardian's consent link); the demo's addresses
  // are invented, so its mail is only recorded in the ledger, where no later sweep sends it.
  const ctx: MailingContext = {
    ...context,
    mailer: createMailer({ dataDir: context.config.dataDir, ledger: context.knex, discard: true }),
  };
  const r = prng(20_261_126);
  const start = now - 42 * DAY;
  const metadataAt = (at: number, actorId: string | null = null): EventMetadata => ({
    ...systemMetadata('seed'),
    actorId,
    occurredAt: new Date(at).toISOString(),
  });

  // ── The starter catalogue: a badge for each rule no active badge has. ──
  const { state: catalogue, revision } = await loadCatalogue(ctx.store);
  const badgesAt = revision === 'no_stream' ? start : now;
  let badges = 0;
  for (const rule of BADGE_RULES) {
    if (badgeForRule(catalogue, rule)) continue;
    try {
      await createBadge(ctx, SEED_STAFF, { ...STARTER_BADGES[rule], rule }, metadataAt(badgesAt));
      badges++;
    } catch (error) {
      // Staff's own badge has the name already: their catalogue stands.
      if (!(error instanceof BadgeNameTaken || error instanceof BadgeRuleTaken)) throw error;
    }
  }

  // ── The members, registered first (their accounts' times back-dated to the story's start). ──
  const users = await Promise.all(
    ACCOUNTS.map(async (account, i) => {
      const registered = start + i * 2 * HOUR;
      const accountEmail = account.role === 'parent' ? account.email : null;
      for (let attempt = 0; ; attempt++) {
        const username =
          attempt === 0 ? account.username : `${account.username}_${randomUUID().slice(0, 4)}`;
        try {
          const { userId } = await registerUser(
            ctx,
            {
              username,
              email: accountEmail,
              password: randomBytes(24).toString('base64url'),
              role: account.role,
            },
            metadataAt(registered),
          );
          return {
            ...account,
            username,
            id: userId,
            accountEmail,
            registeredAt: new Date(registered),
          };
        } catch (error) {
          // A member of the site has the name: the demo's member takes another.
          if (!(error instanceof UsernameTaken) || attempt >= 3) throw error;
        }
      }
    }),
  );
  const user = (i: number) => users[i] as (typeof users)[number];
  // A consent link goes to the guardian account's address as the accounts' read model has it.
  await caughtUp(ctx, ['users']);

  // ── The story, as actions in time order. ──
  const actions: Action[] = [];
  const names = new Set<string>();
  const counts = { votes: 0, comments: 0 };
  /** Public windows (open, close) of the nominations that were public, by STORIES' index. */
  type Window = { open: number; close: number; readonly id: string };
  const windows = new Map<number, Window>();
  const between = (from: number, to: number) => from + r.next() * (to - from);

  STORIES.forEach((story, index) => {
    // The handler makes the ids; the later actions of the story run after it, in time order.
    const ids = { nominationId: '', athleteId: '' };
    const sport: Sport = r.next() < 0.35 ? 'softball' : 'baseball';
    let given: string;
    let surname: string;
    do {
      given = r.pick(sport === 'softball' ? SOFTBALL_FIRST_NAMES : BASEBALL_FIRST_NAMES);
      surname = r.pick(LAST_NAMES);
    } while (names.has(`${given} ${surname}`));
    names.add(`${given} ${surname}`);
    const nominator = ACCOUNTS[story.by] as Account;
    const guardianNominates = nominator.role === 'parent';
    const submitted = now - story.ago * DAY;
    const primary = r.pick(POSITIONS);
    const handedness = r.pick(HANDS);
    const secondary = r.next() < 0.5 ? r.pick(POSITIONS) : null;
    const gameDate = new Date(submitted - r.int(1, 5) * DAY).toISOString().slice(0, 10);
    // The form's personal fields, as the nominator types them (none left blank is sent).
    const clear: Record<keyof PersonalFields, string | null> = {
      firstName: given,
      lastName: surname,
      school: r.pick(SCHOOLS),
      city: r.pick(CITIES),
      gameLocation: r.pick(GAME_LOCATIONS),
      performance: r.pick(PERFORMANCES),
      video: null,
      submittedByName: nominator.name,
      submittedByEmail: nominator.email,
      submittedByPhone: r.next() < 0.5 ? `504-555-01${String(r.int(10, 99))}` : null,
      guardianEmail:
        needsConsent(story.age) && !guardianNominates
          ? `guardian.${surname.toLowerCase().replace(/[^a-z]/g, '')}@example.com`
          : null,
    };
    const state = r.next() < 0.8 ? 'LA' : r.pick(['MS', 'TX', 'AL', 'FL'] as const);

    // Submitted through the form's schema and the handler, as a signed-in member submits: the
    // fields sealed with the athlete's new key, the athlete recorded with families and, under
    // 13, the guardian's consent asked (under the nomination's id, as the handler asks it).
    actions.push({
      at: submitted,
      run: async () => {
        const account = user(story.by);
        const input = nominateSchema.parse({
          ...Object.fromEntries(Object.entries(clear).filter(([, value]) => value !== null)),
          age: story.age,
          sport,
          position: primary,
          secondaryPosition: secondary === primary ? null : secondary,
          handedness,
          state,
          gameDate,
          nominatorIsGuardian: guardianNominates,
        });
        const created = await submitNomination(
          ctx,
          { id: account.id, role: account.role, email: account.accountEmail },
          input,
          metadataAt(submitted, account.id),
        );
        ids.nominationId = created.nominationId;
        ids.athleteId = created.athleteId;
        return created.appended;
      },
    });

    let consentAt = submitted;
    if (story.consent === 'given') {
      // The guardian who nominated (a parent account) follows the link signed in, and staff
      // verify it by a call an hour later: only a verified consent shows a child under 13.
      if (!guardianNominates) throw new Error('a seeded consent comes from a parent who nominated');
      const givenAt = submitted + between(2, 20) * HOUR;
      consentAt = givenAt + HOUR;
      actions.push({
        at: givenAt,
        run: async () => {
          // The link the consent mail carried, followed signed in as the parent it went to.
          const parent = user(story.by);
          const link = new URL(consentLink(ctx, ids.athleteId, ids.nominationId));
          return (
            await giveGuardianConsent(
              ctx,
              link.searchParams.get('token') ?? '',
              { id: parent.id, role: parent.role, email: parent.accountEmail },
              metadataAt(givenAt, parent.id),
            )
          ).appended;
        },
      });
      actions.push({
        at: consentAt,
        run: () =>
          recordStaffVerification(
            ctx,
            { id: SEED_STAFF, role: 'admin' },
            ids.athleteId,
            {
              method: 'call',
              note: 'Called the parent on the number in the nomination; they confirmed it',
            },
            metadataAt(consentAt, SEED_STAFF),
          ),
      });
    }

    const review = (
      at: number,
      kind: 'approve' | 'reject' | 'feature' | 'archive',
      reason: string | null = null,
    ) =>
      actions.push({
        at,
        run: () =>
          reviewNomination(
            ctx,
            ids.nominationId,
            SEED_STAFF,
            kind,
            reason,
            metadataAt(at, SEED_STAFF),
          ),
      });

    const approved = submitted + between(6, 30) * HOUR;
    let close = now - 10 * 60 * 1000;
    const path = story.status === 'removed' ? (story.from ?? 'pending') : story.status;
    switch (path) {
      case 'pending':
        break;
      case 'approved':
        review(approved, 'approve');
        break;
      case 'featured':
        review(approved, 'approve');
        review(approved + between(2, 5) * DAY, 'feature');
        break;
      case 'archived': {
        review(approved, 'approve');
        if (story.featuredFirst) review(approved + 2 * DAY, 'feature');
        close = approved + between(7, 9) * DAY;
        review(close, 'archive');
        break;
      }
      case 'rejected':
        review(
          submitted + DAY,
          'reject',
          REJECTION_REASONS[index % REJECTION_REASONS.length] ?? '',
        );
        break;
      case 'withdrawn': {
        const at = submitted + 1.5 * DAY;
        actions.push({
          at,
          run: async () =>
            withdrawNomination(
              ctx,
              ids.nominationId,
              user(story.by).id,
              metadataAt(at, user(story.by).id),
            ),
        });
        break;
      }
      default:
        throw new Error(`no demo path to ${path}`);
    }
    if (story.status === 'removed') {
      const at = path === 'approved' ? approved + 6 * DAY : submitted + 2 * DAY;
      close = at;
      // A guardian who nominated asks themselves; otherwise staff act for the family.
      const asker = guardianNominates
        ? () => ({ id: user(story.by).id, role: nominator.role as string })
        : () => ({ id: SEED_STAFF, role: 'admin' });
      actions.push({
        at,
        run: () => removeNomination(ctx, ids.nominationId, asker(), metadataAt(at, asker().id)),
      });
    }
    if (index % 13 === 1 && STAFF_NOTES[Math.floor(index / 13)]) {
      const at = submitted + 3 * HOUR;
      const note = STAFF_NOTES[Math.floor(index / 13)] as string;
      actions.push({
        at,
        run: () =>
          addNominationNote(ctx, ids.nominationId, SEED_STAFF, note, metadataAt(at, SEED_STAFF)),
      });
    }
    const everPublic =
      path !== 'pending' &&
      path !== 'rejected' &&
      path !== 'withdrawn' &&
      story.consent !== 'awaiting';
    if (everPublic) {
      const open = Math.max(approved, consentAt) + 10 * 60 * 1000;
      windows.set(index, {
        open,
        close,
        get id() {
          return ids.nominationId;
        },
      });
    }
  });

  const facts = nominationVoteFactsLoader(ctx.store);
  const vote = async (
    nominationId: string,
    voter: { key: string; userId: string | null; accountCreatedAt: Date | null },
    at: number,
  ) => {
    const known = await facts.load({ nominationId, voterKey: voter.key });
    counts.votes++;
    return castNominationVote(ctx, nominationId, voter, metadataAt(at, voter.userId), known);
  };

  // ── Votes: each public nomination's, spread over its time in public, by distinct voters. ──
  for (const [index, window] of windows) {
    const wanted = STORIES[index]?.votes ?? r.int(0, 18);
    const voters = new Set<string>();
    for (let n = 0; n < wanted; n++) {
      // One vote in ten from a member; the rest from visitors (their address's HMAC, here a name).
      let key: string;
      let member: number | null = null;
      do {
        member = r.next() < 0.1 ? r.int(0, ACCOUNTS.length - 1) : null;
        key = member === null ? `demo-visitor-${r.int(1, VISITORS)}` : `member-${member}`;
      } while (voters.has(key));
      voters.add(key);
      const at = between(window.open, window.close);
      const m = member;
      const voterKey = key;
      actions.push({
        at,
        vote: true,
        run: () => {
          const voter =
            m === null
              ? { key: voterKey, userId: null, accountCreatedAt: null }
              : { key: user(m).id, userId: user(m).id, accountCreatedAt: user(m).registeredAt };
          return vote(window.id, voter, at);
        },
      });
    }
  }

  // A burst of 15 visitor votes in 40 minutes, which staff void a day later with a reason.
  const burst = windows.get(BURST_STORY);
  if (burst) {
    const from = burst.open + 2 * DAY;
    const to = from + 40 * 60 * 1000;
    for (let n = 0; n < 15; n++) {
      const at = from + n * 2.5 * 60 * 1000;
      actions.push({
        at,
        vote: true,
        run: () =>
          vote(burst.id, { key: `demo-burst-${n}`, userId: null, accountCreatedAt: null }, at),
      });
    }
    const voidAt = to + DAY;
    actions.push({
      at: voidAt,
      run: async () => {
        // The void reads the votes from the read model, which a busy machine may have yet to
        // count: waited for here, longer than the handler waits for a person.
        await caughtUp(ctx, ['youscout_votes']);
        return (
          await voidNominationVotes(
            ctx,
            burst.id,
            SEED_STAFF,
            {
              from: new Date(from),
              to: new Date(to),
              reason: '15 votes from one place in 40 minutes',
            },
            metadataAt(voidAt, SEED_STAFF),
          )
        ).appended;
      },
    });
  }

  // ── Comments: members' on public nominations, some held, hidden, reported and released. ──
  const commentIds = new Map<string, string>();
  const comment = (
    key: string,
    window: { open: number; close: number; id: string },
    author: number,
    text: string,
    at: number,
  ) =>
    actions.push({
      at,
      run: async () => {
        const posted = await postComment(
          ctx,
          window.id,
          { id: user(author).id, username: user(author).username },
          text,
          metadataAt(at, user(author).id),
        );
        commentIds.set(key, posted.commentId);
        counts.comments++;
        return posted.appended;
      },
    });
  const later = (key: string, at: number, act: (commentId: string) => Promise<AppendResult>) =>
    actions.push({
      at,
      run: () => {
        const id = commentIds.get(key);
        if (!id) throw new Error(`the demo comment ${key} was not posted`);
        return act(id);
      },
    });
  const publicNow = [...windows].filter(([i]) => {
    const s = STORIES[i];
    return s?.status === 'approved' || s?.status === 'featured';
  });
  // Otis keeps at least ten comments up: the "ten comments kept" badge.
  publicNow.slice(0, 12).forEach(([, window], n) => {
    comment(
      `otis-${n}`,
      window,
      OTIS,
      COMMENTS[n % COMMENTS.length] as string,
      between(window.open, window.close),
    );
  });
  for (const [index, window] of windows)
    for (let n = r.int(0, 3); n > 0; n--)
      comment(
        `c-${index}-${n}`,
        window,
        r.int(0, ACCOUNTS.length - 1),
        r.pick(COMMENTS),
        between(window.open, window.close),
      );
  const spots = publicNow.map(([, w]) => w);
  const spot = (n: number) => spots[n % spots.length] as (typeof spots)[number];
  const early = (w: { open: number; close: number }) => between(w.open, (w.open + w.close) / 2);
  HELD_COMMENTS.forEach((text, n) => {
    comment(`held-${n}`, spot(n + 2), FANS[n % FANS.length] as number, text, early(spot(n + 2)));
  });
  {
    const w = spot(5);
    const at = early(w);
    comment('released', w, FANS[2], RELEASED_COMMENT, at);
    later('released', at + 3 * HOUR, (id) =>
      moderateComment(
        ctx,
        id,
        'restore',
        SEED_STAFF,
        'Checked: it gives no contact details',
        metadataAt(at + 3 * HOUR, SEED_STAFF),
      ),
    );
  }
  HIDDEN_COMMENTS.forEach(({ text, reason }, n) => {
    const w = spot(n + 7);
    const at = early(w);
    const key = `hidden-${n}`;
    const author = FANS[n % FANS.length] as number;
    comment(key, w, author, text, at);
    for (const [k, reporter] of [0, 3].entries())
      later(key, at + (k + 1) * HOUR, (id) =>
        reportComment(
          ctx,
          id,
          user(reporter).id,
          'Not about the game',
          metadataAt(at + (k + 1) * HOUR, user(reporter).id),
        ),
      );
    later(key, at + 5 * HOUR, (id) =>
      moderateComment(ctx, id, 'hide', SEED_STAFF, reason, metadataAt(at + 5 * HOUR, SEED_STAFF)),
    );
  });
  {
    // Reported, looked at, left up.
    const w = spot(9);
    const at = early(w);
    comment('reported', w, 1, COMMENTS[10] as string, at);
    later('reported', at + 2 * HOUR, (id) =>
      reportComment(ctx, id, user(FANS[1]).id, null, metadataAt(at + 2 * HOUR, user(FANS[1]).id)),
    );
  }

  // ── Run it, in time order; the votes between two other actions in parallel. ──
  actions.sort((a, b) => a.at - b.at);
  for (let i = 0; i < actions.length; ) {
    if (actions[i]?.vote) {
      const batch: Action[] = [];
      while (batch.length < 25 && actions[i]?.vote) batch.push(actions[i++] as Action);
      await Promise.all(batch.map((a) => a.run()));
      continue;
    }
    await (actions[i++] as Action).run();
  }

  // ── The awards the rules found due to the demo's members, appended as the awarding loop
  // would (each to its own stream with 'no_stream'; a running loop may have done it first). No
  // mail: the demo's accounts have no address. ──
  await caughtUp(ctx, ['youscout_award_grants']);
  const due = (await ctx
    .knex('youscout_award_grants')
    .where({ status: 'due' })
    .whereIn(
      'user_id',
      users.map((u) => u.id),
    )
    .orderBy(['position_commit', 'position_prepare'])
    .select('award')) as { award: unknown }[];
  for (const row of due) await appendAward(ctx, awardOf(row), systemMetadata('seed'));
  // Read-your-writes for the whole demo, whoever appended the awards (a server's loop may have).
  await caughtUp(ctx);
  const [held] = await ctx
    .knex('youscout_user_badges')
    .whereIn(
      'user_id',
      users.map((u) => u.id),
    )
    .count({ n: '*' });
  return {
    accounts: users.length,
    badges,
    nominations: STORIES.length,
    votes: counts.votes,
    comments: counts.comments,
    awards: Number(held?.n ?? 0),
  };
}
