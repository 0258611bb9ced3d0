import { type Agent, adminAgent, newClientAddress, userAgent } from '../testing/agents';
import type { TestServer } from '../testing/test-server';
import { until } from '../testing/until';

type Role = 'athlete' | 'coach' | 'scout' | 'parent' | 'fan';

/** A member of this role signed in from an address of their own (registration is rate-limited per address). */
export const member = (server: TestServer, role: Role) =>
  userAgent(server, role, { forwardedFor: newClientAddress() });

/** A whole profile the schema accepts, for an athlete of 16 on 2026-12-01. */
export const profileBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jonathan',
  lastName: 'Broussard',
  birthDate: '2010-03-04',
  school: 'Jesuit High',
  city: 'New Orleans',
  state: 'LA',
  positions: ['SS', '2B'],
  graduationYear: 2028,
  heightInches: 68,
  weightLbs: 150,
  ...overrides,
});

/** An athlete signed in on their own account, with their Matchups profile saved. */
export async function athleteWithProfile(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<Agent & { userId: string; username: string }> {
  const athlete = await member(server, 'athlete');
  await athlete
    .put(`/api/matchups/athletes/${athlete.userId}/profile`)
    .send(profileBody(overrides))
    .expect(200);
  return athlete;
}

/** A coach whose profile staff have verified (profiles' verificationStatus), signed in. */
export async function verifiedCoach(
  server: TestServer,
): Promise<Agent & { userId: string; username: string }> {
  const coach = await member(server, 'coach');
  await coach.post('/api/user-profile').send({ displayName: 'Coach Ray' }).expect(200);
  const admin = await adminAgent(server);
  await admin
    .put(`/api/admin/users/${coach.userId}`)
    .send({ verificationStatus: 'verified' })
    .expect(200);
  await until(
    async () => (await coach.get('/api/matchups/me')).body.mayVerify,
    (mayVerify) => mayVerify === true,
  );
  return coach;
}

/** Records a value as the athlete and answers its id. */
export async function recordValue(
  athlete: Agent & { userId: string },
  body: Record<string, unknown> = {},
): Promise<string> {
  const recorded = await athlete
    .post(`/api/matchups/athletes/${athlete.userId}/metrics`)
    .send({ metricType: 'exit_velocity', value: 91.26, measuredOn: '2026-11-20', ...body })
    .expect(201);
  return recorded.body.id as string;
}

export const showcase = {
  kind: 'event',
  name: 'Fall showcase',
  date: '2026-11-20',
  place: 'Metairie',
} as const;
