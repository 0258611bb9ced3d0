import { GRAD_YEAR_CHOICES } from '@server/prospects/constants';
import { describe, expect, it } from 'vitest';
import { BoardControls } from '@/features/prospects/components/board-controls';
import { NO_FILTERS } from '@/features/prospects/utils/board-rules';
import { render, screen, within } from '@/test-utils/render';

const optionsOf = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe("the board's filters", () => {
  it('offers grad years 2024 to 2029 (document 1), where the prospect form offers 2024 to 2030', () => {
    render(
      <BoardControls
        mode="official"
        onModeChange={() => {}}
        filters={NO_FILTERS}
        onFiltersChange={() => {}}
        asOfDay={null}
        onAsOfDayChange={() => {}}
      />,
    );
    expect(optionsOf('Grad year')).toEqual([
      'All years',
      '2024',
      '2025',
      '2026',
      '2027',
      '2028',
      '2029',
    ]);
    // The form's dropdown (document 2) keeps 2030: the filter stops short, the choices do not.
    expect(GRAD_YEAR_CHOICES.at(-1)).toBe(2030);
  });
});
