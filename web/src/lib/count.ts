/** Lists count up to this many (the schema's `totalCount` description); one more stands for "more". */
const COUNT_LIMIT = 10_000;

/** A list's total as people read it: "1 booking", "2,314 bookings", "10,000+ bookings". */
export function countFigure(count: number): string {
  return count > COUNT_LIMIT ? `${COUNT_LIMIT.toLocaleString('en')}+` : count.toLocaleString('en');
}

export function countOf(count: number, singular: string, plural: string): string {
  return `${countFigure(count)} ${count === 1 ? singular : plural}`;
}
