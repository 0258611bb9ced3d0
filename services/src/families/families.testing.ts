import type { Agent } from '../testing/agents';

/** The consent link in the newest mail to this address: its token, as the page reads it. */
export function consentToken(mails: readonly string[]): string {
  const mail = mails.at(-1) ?? '';
  const match = /\/profile\/family\/consent\?token=([^\s]+)/.exec(mail.replace(/=\r?\n/g, ''));
  if (!match?.[1]) throw new Error(`no consent link in the mail:\n${mail}`);
  return decodeURIComponent(match[1]);
}

export async function createChild(
  agent: Agent,
  child = { firstName: 'Jamie', lastName: 'Broussard', birthDate: '2017-03-14' },
) {
  const response = await agent.post('/api/families/children').send(child).expect(201);
  return response.body.athleteId as string;
}
