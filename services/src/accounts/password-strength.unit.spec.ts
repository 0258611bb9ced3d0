import { randomInt } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD, passwordProblem } from './password-strength';

const list = dictionary['passwords-common'];

describe('a password being chosen', () => {
  it('is refused when blank, repeated or a sequence, each with its reason', () => {
    expect(passwordProblem('      ')).toBe('Password cannot be only spaces');
    expect(passwordProblem('aaaaaa')).toMatch(/^Repeated characters/);
    expect(passwordProblem('abcabcabc')).toMatch(/^Repeated/);
    expect(passwordProblem('abcdef')).toMatch(/^Sequences/);
    expect(passwordProblem('987654321')).toBeDefined();
    expect(passwordProblem('qwertyuiop')).toBeDefined();
  });

  it('is refused when on the list of common and breached passwords, all 49,233, in any case', () => {
    const longEnough = list.filter((password) => password.length >= 6);
    expect(longEnough.length).toBeGreaterThan(40_000);
    // The old rule stopped at the 3,000th; these are the list's last, least common ones.
    const tail = longEnough.slice(-2_000);
    expect(tail.filter((password) => passwordProblem(password) !== COMMON_PASSWORD)).toEqual([]);
    expect(passwordProblem('PassWord')).toBe(COMMON_PASSWORD);
  });

  it("is refused when built from the site's name or the user's own names", () => {
    const own = "A password must not be built from your name, your username or the site's name.";
    expect(passwordProblem('NolaSports2026')).toBe(own);
    expect(passwordProblem('Nola100!')).toBe(own);
    expect(passwordProblem('coach_bob1', ['coach_bob'])).toBe(own);
    // zxcvbn alone rates these 10^7: the name and a guessable rest.
    expect(passwordProblem('coach_bob-2026', ['coach_bob'])).toBe(own);
    expect(passwordProblem('nola-nola')).toBe(own);
    expect(passwordProblem('bobcat-levee-walk', ['bob'])).toBeUndefined();
    expect(passwordProblem('laveau1978', ['mlx', 'marie.laveau', 'Marie Laveau'])).toBe(own);
    // Without the user's names, the same password is not on any list.
    expect(passwordProblem('laveau1978!x', [])).toBeUndefined();
  });

  it('is accepted when nothing guessable is found, six characters included', () => {
    for (const password of [
      'levee-walk-2026',
      'batting-cage',
      'crescent-city-streetcar',
      'zq8#Lm',
    ]) {
      expect(passwordProblem(password, ['coach_bob']), password).toBeUndefined();
    }
    // Document 2's minimum of 6 keeps its meaning: most random six-letter passwords pass.
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const random = Array.from({ length: 200 }, () =>
      Array.from({ length: 6 }, () => letters[randomInt(letters.length)]).join(''),
    );
    expect(random.filter((password) => !passwordProblem(password)).length).toBeGreaterThan(180);
  });

  it('judges a 200-character password by its beginning, in milliseconds', () => {
    const worst = ['1'.repeat(200), 'p@ssw0rd'.repeat(25), 'abc'.repeat(66), 'qwerty'.repeat(33)];
    const started = performance.now();
    for (const password of worst) expect(passwordProblem(password)).toBeDefined();
    const perCheck = (performance.now() - started) / worst.length;
    console.log(`[passwords] worst-case strength check: ${perCheck.toFixed(1)} ms each`);
    // A strong beginning is enough: what follows cannot make a password easier to guess.
    expect(passwordProblem(`levee-walk-2026-crescent-city-9${'a'.repeat(150)}`)).toBeUndefined();
  });
});
