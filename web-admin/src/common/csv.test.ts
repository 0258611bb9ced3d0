import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

type Row = { name: string | null; team: string; votes: number };

describe('the CSV export', () => {
  it('writes the named columns in order, header first, quoting where needed', async () => {
    const rows: Row[] = [
      { name: 'Al "Ace" Smith', team: 'Rays, 14U', votes: 3 },
      { name: null, team: 'Jesuit', votes: 0 },
    ];
    expect(await toCsv(rows, ['votes', 'name', 'team'])).toBe(
      'votes,name,team\n3,"Al ""Ace"" Smith","Rays, 14U"\n0,,Jesuit',
    );
  });

  it('writes text a spreadsheet would run as a formula as text, with a leading apostrophe', async () => {
    const csv = await toCsv(
      [
        { name: '=HYPERLINK("http://evil.example","Click")', team: '+1', votes: -2 },
        { name: '@SUM(A1)', team: '-cmd', votes: 1 },
        { name: '\tTab', team: '\rReturn', votes: 1 },
      ] satisfies Row[],
      ['name', 'team', 'votes'],
    );
    const [, first, second, third] = csv.split('\n');
    expect(first).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")",'+1,-2`);
    expect(second).toBe(`'@SUM(A1),'-cmd,1`);
    expect(third?.startsWith(`'\tTab,`)).toBe(true);
    expect(csv).toContain(`'\rReturn`);
  });

  it('leaves ordinary text as it is', async () => {
    expect(await toCsv([{ name: 'Ann-Marie', team: 'St. Aug', votes: 5 }], ['name', 'team'])).toBe(
      'name,team\nAnn-Marie,St. Aug',
    );
  });
});
