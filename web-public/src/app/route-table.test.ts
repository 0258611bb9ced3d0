import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FEATURES } from '@/app/features';
import { NOT_FOUND_PAGE, PAGES, sameSpelledArea, sitePages, spellingsOf } from '@/app/route-table';
import { routes } from '@/app/router';

/** The route module a path matches in the site's router, or the not-found page's. */
const matchedPath = (pathname: string) =>
  matchRoutes(routes, pathname)
    ?.map(({ route }) => route.path ?? (route.index ? '' : undefined))
    .filter((path) => path !== undefined)
    .join('/');

describe("YouScout's two spellings (document 2 §2)", () => {
  it('every /you-scout page of the table also answers as /youscout, with the same page', () => {
    const pages = sitePages();
    const scout = Object.keys(PAGES).filter((path) => path.startsWith('/you-scout'));
    expect(scout.length).toBeGreaterThanOrEqual(3);
    for (const path of scout) {
      const other = path.replace('/you-scout', '/youscout');
      expect(pages[other]).toBe(pages[path]);
    }
  });

  it('gives other pages one spelling, and does not take a look-alike prefix for YouScout', () => {
    expect(spellingsOf('/leaderboard')).toEqual(['/leaderboard']);
    expect(spellingsOf('/you-scout')).toEqual(['/you-scout', '/youscout']);
    expect(spellingsOf('/you-scout/nomination/:id')).toEqual([
      '/you-scout/nomination/:id',
      '/youscout/nomination/:id',
    ]);
    expect(spellingsOf('/you-scouting')).toEqual(['/you-scouting']);
    expect(Object.keys(sitePages())).not.toContain('/youscout/xyz');
  });

  it('the router sends both spellings to the page, and an unknown YouScout path to not found', () => {
    expect(matchedPath('/youscout/leaderboard')).toBe('youscout/leaderboard');
    expect(matchedPath('/you-scout/leaderboard')).toBe('you-scout/leaderboard');
    expect(matchedPath('/youscout/nomination/123')).toBe('youscout/nomination/:id');
    expect(matchedPath('/youscout')).toBe('youscout');
    expect(matchedPath('/you-scout/xyz')).toBe('*');
    expect(matchedPath('/youscout/xyz')).toBe('*');
  });

  it('counts the two spellings as one area, and nothing else as in it', () => {
    expect(sameSpelledArea('/you-scout', '/youscout/leaderboard')).toBe(true);
    expect(sameSpelledArea('/YouScout/nomination/1', '/you-scout/leaderboard')).toBe(true);
    expect(sameSpelledArea('/you-scout', '/leaderboard')).toBe(false);
    expect(sameSpelledArea('/leaderboard', '/privacy-policy')).toBe(false);
    expect(sameSpelledArea('/you-scouting', '/you-scout')).toBe(false);
  });
});

describe('the table, from the features (features.ts)', () => {
  it("holds each feature's pages, each module in that feature's routes/", () => {
    for (const [feature, pages] of Object.entries(FEATURES)) {
      for (const [pagePath, page] of Object.entries(pages)) {
        expect(PAGES[pagePath as keyof typeof PAGES]).toEqual({
          ...page,
          source: `src/features/${feature}/routes/${page.module}.tsx`,
        });
      }
    }
  });

  it('has a page for every route module, so none is left out of the registry', () => {
    // The router's (router.tsx), not loaded: a file in a routes/ folder that no page names.
    const files = Object.keys(
      import.meta.glob(['/src/app/routes/*.tsx', '/src/features/*/routes/*.tsx', '!**/*.test.tsx']),
    ).map((file) => file.slice(1));
    const sources = new Set([...Object.values(PAGES), NOT_FOUND_PAGE].map((p) => p.source));
    expect(files.sort()).toEqual([...sources].sort());
  });
});
