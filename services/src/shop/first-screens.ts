import type { AppContext } from '../core/context';
import type { FirstScreen } from '../core/http/live-pages';
import { CATEGORIES } from './constants';
import { catalogue } from './queries';

/**
 * /shop rendered with the catalogue as it stands (core/http/live-pages.ts): the first product's
 * picture is the page's largest paint, and it is in the HTML rather than after the scripts. The
 * category is read as the page reads it (its first `?category=`, any other value meaning all),
 * and the answer is the one `GET /api/shop/products` gives at the path the page asks.
 */
export const shopFirstScreens = (ctx: AppContext): Record<string, FirstScreen> => ({
  '/shop': async (req) => {
    const asked = [req.query.category].flat()[0];
    const category = CATEGORIES.find((one) => one === asked);
    const query = category ? `?category=${category}` : '';
    return {
      url: `/shop${query}`,
      answers: { [`/api/shop/products${query}`]: await catalogue(ctx.knex, category) },
    };
  },
});
