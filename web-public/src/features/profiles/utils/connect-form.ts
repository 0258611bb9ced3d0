import {
  AREA_LABELS,
  AREA_PROFILE_LIMITS,
  BUDGET_ORDER_MESSAGE,
  CONNECT_CHOSEN_USER_TYPES,
  CONNECT_USER_TYPE_MESSAGE,
  isWebAddress,
  WEBSITE_MESSAGE,
} from '@server/profiles/areas/constants';
import { z } from 'zod';
import type { ConnectProfile } from '@/features/profiles/types';

// The server's rules and messages; budgets are typed in whole dollars and sent in cents.
const L = AREA_PROFILE_LIMITS;
export const CONNECT_LIMITS = L;
export const BUDGET_DOLLARS = 'Enter a whole number of dollars, 0 or more';
const MOST_DOLLARS = L.budgetCents / 100;

const upTo = (max: number, label: string) =>
  z.string().max(max, `${label} must be at most ${max} characters`);

/** A comma-separated list as typed: its entries, trimmed, blanks dropped. */
export const entriesOf = (text: string) =>
  text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');

const list = (label: string) =>
  z
    .string()
    .refine(
      (text) => entriesOf(text).length <= L.listItems,
      `${label} may hold at most ${L.listItems} entries`,
    )
    .refine(
      (text) => entriesOf(text).every((entry) => entry.length <= L.listItem),
      `Each of ${label.toLowerCase()} must be at most ${L.listItem} characters`,
    );

const dollars = z.union([
  z.literal(''),
  z.number().int(BUDGET_DOLLARS).min(0, BUDGET_DOLLARS).max(MOST_DOLLARS, BUDGET_DOLLARS),
]);

/** Checked even while other fields are wrong, so every message shows at once. */
const always = { when: () => true };

export const connectFormSchema = z
  .object({
    userType: z.enum(CONNECT_CHOSEN_USER_TYPES, { error: CONNECT_USER_TYPE_MESSAGE }),
    companyName: upTo(L.companyName, AREA_LABELS.companyName),
    biography: upTo(L.biography, AREA_LABELS.biography),
    website: upTo(L.website, AREA_LABELS.website).refine(
      (raw) => raw.trim() === '' || isWebAddress(raw.trim()),
      WEBSITE_MESSAGE,
    ),
    targetAudience: upTo(L.targetAudience, AREA_LABELS.targetAudience),
    preferredCategories: list(AREA_LABELS.preferredCategories),
    geographicFocus: list(AREA_LABELS.geographicFocus),
    typicalBudgetMin: dollars,
    typicalBudgetMax: dollars,
  })
  .refine(
    ({ typicalBudgetMin: min, typicalBudgetMax: max }) =>
      typeof min !== 'number' || typeof max !== 'number' || min <= max,
    { message: BUDGET_ORDER_MESSAGE, path: ['typicalBudgetMax'], ...always },
  );

/** The form as edited: texts '' for empty, budgets a number or ''. */
export type ConnectFormValues = {
  userType: string;
  companyName: string;
  biography: string;
  website: string;
  targetAudience: string;
  preferredCategories: string;
  geographicFocus: string;
  typicalBudgetMin: number | string;
  typicalBudgetMax: number | string;
};

export const emptyConnectForm: ConnectFormValues = {
  userType: '',
  companyName: '',
  biography: '',
  website: '',
  targetAudience: '',
  preferredCategories: '',
  geographicFocus: '',
  typicalBudgetMin: '',
  typicalBudgetMax: '',
};

/** POST /api/user-profile/connect: what the server takes (social links left to their defaults). */
export type ConnectProfileInput = Pick<
  ConnectProfile,
  | 'companyName'
  | 'biography'
  | 'website'
  | 'targetAudience'
  | 'preferredCategories'
  | 'geographicFocus'
  | 'typicalBudgetMin'
  | 'typicalBudgetMax'
> & { userType: (typeof CONNECT_CHOSEN_USER_TYPES)[number] };

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
const cents = (value: number | string) => (typeof value === 'number' ? value * 100 : null);

/** The checked form as the server takes it: blanks null, lists split, dollars in cents. */
export function toConnectInput(values: ConnectFormValues): ConnectProfileInput {
  const userType = CONNECT_CHOSEN_USER_TYPES.find((type) => type === values.userType);
  if (!userType) throw new Error('the form checks the type before it is sent');
  return {
    userType,
    companyName: textOrNull(values.companyName),
    biography: textOrNull(values.biography),
    website: textOrNull(values.website),
    targetAudience: textOrNull(values.targetAudience),
    preferredCategories: entriesOf(values.preferredCategories),
    geographicFocus: entriesOf(values.geographicFocus),
    typicalBudgetMin: cents(values.typicalBudgetMin),
    typicalBudgetMax: cents(values.typicalBudgetMax),
  };
}

/** Whole dollars from cents, as the profile shows a budget ("$500 – $2,500"). */
export function budgetText(min: number | null, max: number | null): string | null {
  const usd = (value: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }).format(value / 100);
  if (min !== null && max !== null) return `${usd(min)} – ${usd(max)}`;
  if (min !== null) return `from ${usd(min)}`;
  if (max !== null) return `up to ${usd(max)}`;
  return null;
}
