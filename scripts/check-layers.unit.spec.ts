import { describe, expect, it } from 'vitest';
import { layerViolations } from './check-layers';

const rulesOf = (file: string, source: string) =>
  layerViolations(file, source).map((violation) => violation.rule);

describe('the layer check', () => {
  it('refuses an area of the API importing the projection runner', () => {
    const source =
      "import type { ProjectionRunner } from '../../../projections/src/runner/runner';";
    expect(rulesOf('services/src/health/routes.ts', source)).toEqual([
      'services imports projections: only a composition root wires the runner in',
    ]);
  });

  it('lets the composition root and tests wire the runner in', () => {
    const source = "import { ProjectionRunner } from '../../../projections/src/runner/runner';";
    expect(rulesOf('services/src/composition/backing.ts', source)).toEqual([]);
    expect(rulesOf('services/src/prospects/concurrency.int.spec.ts', `${source}`)).toEqual([]);
  });

  it('lets projectors import the areas they project', () => {
    const source = "import { parseBoardEvent } from '../../../services/src/prospects/events';";
    expect(rulesOf('projections/src/prospects/projector.ts', source)).toEqual([]);
  });

  it('refuses core importing an area, also through a dynamic import', () => {
    expect(
      rulesOf('services/src/core/context.ts', "const m = await import('../prospects/events');"),
    ).toEqual(['core imports an area: shared plumbing never depends on a domain area']);
  });

  it('lets a site import types and constants from the server, nothing else', () => {
    const file = 'web-public/src/features/prospects/api/get-board.ts';
    expect(
      rulesOf(file, "import type { Board } from '../../../../../services/src/prospects/rows';"),
    ).toEqual([]);
    expect(
      rulesOf(file, "import { POSITIONS } from '../../../../../services/src/prospects/constants';"),
    ).toEqual([]);
    expect(
      rulesOf(file, "import { decide } from '../../../../../services/src/prospects/decide';"),
    ).toEqual(['a site imports server code: only types and constants.ts files']);
  });

  it('reads multi-line imports and re-exports', () => {
    const source = "export {\n  a,\n  b,\n} from '../../../projections/src/index';";
    expect(rulesOf('services/src/operations/routes.ts', source)).toHaveLength(1);
  });
});
