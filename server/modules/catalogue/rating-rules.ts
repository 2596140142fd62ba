import * as z from 'zod/mini';

/** How the public catalogue is ordered: by name (the default), or best rated first (issue 33). */
export enum ServiceOrder {
  NAME = 'NAME',
  RATING = 'RATING',
}

export const MIN_RATING_RANGE = 'Choose a minimum rating from 1 to 5 stars.';

/** The smallest average rating a listed service may have to be shown; absent shows every service, rated or not. */
export const minRating = z.nullish(
  z.int({ error: MIN_RATING_RANGE }).check(z.minimum(1, MIN_RATING_RANGE), z.maximum(5, MIN_RATING_RANGE)),
);
