/** An average rating as people read it: one decimal place ("4.5"). */
export const formatRating = (average: number) => average.toFixed(1);

/** "12 reviews", "1 review". */
export const reviewsCount = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;
