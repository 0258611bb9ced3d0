import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { withSessionCookie } from './sessions';

describe('withSessionCookie', () => {
  const run = (cookie: string | undefined) => {
    const ran: string[] = [];
    const sessions: RequestHandler = (_req, _res, next) => {
      ran.push('sessions');
      next();
    };
    const req = { headers: cookie === undefined ? {} : { cookie } } as Request;
    withSessionCookie(sessions)(req, {} as Response, (() => ran.push('next')) as NextFunction);
    return ran;
  };

  it('loads the session of a request that carries the session cookie', () => {
    expect(run('sid=s%3Aabc.def')).toEqual(['sessions', 'next']);
    expect(run('theme=dark; sid=s%3Aabc.def')).toEqual(['sessions', 'next']);
  });

  it('passes an anonymous request on without making it a session', () => {
    expect(run(undefined)).toEqual(['next']);
    expect(run('theme=dark')).toEqual(['next']);
    // A cookie whose name merely ends in the session cookie's is someone else's.
    expect(run('xsid=1; sidebar=open')).toEqual(['next']);
  });
});
