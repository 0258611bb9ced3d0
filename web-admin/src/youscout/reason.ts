import { LIMITS } from '@server/youscout/constants';
import { reasonSchema } from '@server/youscout/schemas';
import { fieldRule } from '@/common/field-rule';

/** YouScout's reasons (a rejection, a moderation): the server's own rule and limit for them. */
export const REASON = {
  rule: fieldRule(reasonSchema.shape.reason),
  maxLength: LIMITS.reason,
} as const;
