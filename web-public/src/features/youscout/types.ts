import type {
  commentsAnswer,
  nominationAnswer,
  nominationsAnswer,
  topWeekAnswer,
} from '@server/youscout/nominations/schemas';
import type { z } from 'zod';

// The answers of YouScout's GET calls: the server's answer schemas (read-schemas.ts).
export type NominationsPage = z.output<typeof nominationsAnswer>;
export type NominationCard = NominationsPage['data'][number];
export type TopWeek = z.output<typeof topWeekAnswer>;
export type TopWeekNomination = TopWeek['data'][number];
export type CommentsPage = z.output<typeof commentsAnswer>;
export type ScoutComment = CommentsPage['data'][number];
export type Athlete = NominationCard['athlete'];

/** The nominator with their badges (PLATFORM.md §1: "badges show ... beside the nominator's name"). */
export type Nomination = z.output<typeof nominationAnswer>;
export type Nominator = NonNullable<Nomination['nominator']>;

// POST calls: the server's answer schemas (write-schemas.ts) and the active badge catalogue.
export type { BadgeCatalogueAnswer } from '@server/youscout/badges/schemas';
export type {
  CommentCreated,
  NominationVoteResult,
  YouScoutMessage,
} from '@server/youscout/write-schemas';
