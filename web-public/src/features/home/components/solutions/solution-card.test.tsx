import { describe, expect, it } from 'vitest';
import { solutions } from '@/features/home/data/solutions';
import { render, screen } from '@/test-utils/render';
import { SolutionCard } from './solution-card';

const card = (id: string) => {
  const solution = solutions.find((s) => s.id === id);
  if (!solution) throw new Error(`no solution ${id}`);
  return solution;
};

describe('a solution card', () => {
  it("YouScout's Learn More opens YouScout's page on this site, in place", () => {
    render(<SolutionCard solution={card('youscout')} />);
    const link = screen.getByRole('link', { name: /Learn More/ });
    expect(link).toHaveTextContent('Learn More about YouScout');
    expect(link).toHaveAttribute('href', '/you-scout');
    expect(link).not.toHaveAttribute('target');
  });

  it("another site's Learn More opens in a new tab", () => {
    render(<SolutionCard solution={card('advisory')} />);
    const link = screen.getByRole('link', { name: /Learn More/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('href')).toMatch(/^https:/);
  });
});
