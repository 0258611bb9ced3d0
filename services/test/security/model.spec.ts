import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmAddress } from '../../src/testing/agents';
import type { TestServer } from '../../src/testing/test-server';
import { type Answer, send } from './support/client';
import { prospectBody, startWithIdentities } from './support/fixtures';
import { figure } from './support/output';

const SEED = Number(process.env.SECURITY_FUZZ_SEED ?? 7_2026);
const RUNS = Number(process.env.SECURITY_MODEL_RUNS ?? 50);
const NAMES = 3;
const PROSPECTS = 3;
const PASSWORD = 'bayou-model-check-7';

let server: TestServer;
const prospects: string[] = [];
beforeAll(async () => {
  const started = await startWithIdentities();
  server = started.server;
  const { admin } = started.who;
  for (let rank = 1; rank <= PROSPECTS; rank++) {
    const answer = await send(server, 'POST', '/api/admin/prospects', {
      cookie: admin.cookie,
      body: prospectBody(rank),
    });
    prospects.push((answer.body as { id: string }).id);
  }
});
afterAll(() => server?.close());

/** What a browser should see: the accounts that exist, who is signed in, who voted for what. */
type Model = { registered: Set<number>; signedIn: number | null; votes: Set<string> };

/** One browser: its address, its cookie, and the names of this run (fresh for every run). */
type Real = { run: number; address: string; cookie: string | undefined; steps: number };

const username = (real: Real, name: number) => `model_${real.run}_${name}`;
const voterOf = (model: Model) => (model.signedIn === null ? 'visitor' : `user ${model.signedIn}`);

async function call(
  real: Real,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Answer> {
  const answer = await send(server, method, path, {
    cookie: real.cookie,
    body,
    headers: { 'X-Forwarded-For': real.address },
  });
  real.steps++;
  // A new session replaces the cookie; a sign-out clears it.
  if (answer.setCookie !== undefined)
    real.cookie = answer.setCookie === 'sid=' ? undefined : answer.setCookie;
  return answer;
}

/** After every step: the server says the browser is whom the model says. */
async function agreeOnWhoIsSignedIn(model: Model, real: Real): Promise<void> {
  const me = await call(real, 'GET', '/api/user');
  if (model.signedIn === null) expect(me.status).toBe(401);
  else {
    expect(me.status).toBe(200);
    expect((me.body as { username: string }).username).toBe(username(real, model.signedIn));
  }
}

class Register implements fc.AsyncCommand<Model, Real> {
  constructor(readonly name: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const user = username(real, this.name);
    const answer = await call(real, 'POST', '/api/register', {
      username: user,
      email: `${user}@example.com`,
      password: PASSWORD,
      role: 'fan',
    });
    if (model.registered.has(this.name)) {
      expect(answer.status).toBe(409);
    } else {
      expect(answer.status).toBe(201);
      // The member follows the mailed link at once: the model is about who votes, and a vote
      // counts only from a confirmed address (issue 36 item 17; vote-accounts.spec checks that).
      await confirmAddress(server, (answer.body as { id: string }).id);
      model.registered.add(this.name);
      model.signedIn = this.name;
    }
    await agreeOnWhoIsSignedIn(model, real);
  }
  toString = () => `register(${this.name})`;
}

class Login implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly name: number,
    readonly rightPassword: boolean,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const answer = await call(real, 'POST', '/api/login', {
      username: username(real, this.name),
      password: this.rightPassword ? PASSWORD : 'wrong-password-1',
    });
    if (this.rightPassword && model.registered.has(this.name)) {
      expect(answer.status).toBe(200);
      model.signedIn = this.name;
    } else {
      // A failed sign-in changes nothing: whoever was signed in still is.
      expect(answer.status).toBe(401);
    }
    await agreeOnWhoIsSignedIn(model, real);
  }
  toString = () => `login(${this.name}, ${this.rightPassword ? 'right' : 'wrong'} password)`;
}

class Logout implements fc.AsyncCommand<Model, Real> {
  check = () => true;
  async run(model: Model, real: Real) {
    expect((await call(real, 'POST', '/api/logout')).status).toBe(200);
    model.signedIn = null;
    await agreeOnWhoIsSignedIn(model, real);
  }
  toString = () => 'logout';
}

class Vote implements fc.AsyncCommand<Model, Real> {
  constructor(readonly prospect: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const answer = await call(real, 'POST', `/api/prospects/${prospects[this.prospect]}/vote`);
    const key = `${voterOf(model)} → ${this.prospect}`;
    if (model.votes.has(key)) {
      expect(answer.status).toBe(409);
      expect(answer.text).toContain('already voted');
    } else {
      expect(answer.status).toBe(201);
      model.votes.add(key);
    }
  }
  toString = () => `vote(${this.prospect})`;
}

describe('a model of register/login/vote/logout (issue 7, item 15)', () => {
  it('the API never diverges from the model over generated sequences', async () => {
    let run = 0;
    let steps = 0;
    const name = fc.integer({ min: 0, max: NAMES - 1 });
    const commands = fc.commands(
      [
        name.map((n) => new Register(n)),
        fc.tuple(name, fc.boolean()).map(([n, right]) => new Login(n, right)),
        fc.constant(new Logout()),
        fc.integer({ min: 0, max: PROSPECTS - 1 }).map((p) => new Vote(p)),
      ],
      { maxCommands: 12 },
    );
    await fc.assert(
      fc.asyncProperty(commands, async (sequence) => {
        run++;
        // Each run is a new browser at a new address with new names: nothing carries over.
        const real: Real = {
          run,
          address: `100.${64 + (run >> 16)}.${(run >> 8) & 255}.${run & 255}`,
          cookie: undefined,
          steps: 0,
        };
        await fc.asyncModelRun(
          () => ({
            model: { registered: new Set<number>(), signedIn: null, votes: new Set<string>() },
            real,
          }),
          sequence,
        );
        steps += real.steps;
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    figure(`model: seed ${SEED}, ${run} sequences, ${steps} API calls, no divergence`);
  });
});
