import { z } from 'zod';
import { requiredText } from '../../lib/form-fields.js';
import { addDays, todayInLusaka } from '../../lib/lusaka-time.js';
import { createBookingRules, futureDate, timeOfDay } from './booking.validation.js';
import { SERIES_START_DAYS, SERIES_START_MESSAGE, SERIES_VISITS_MESSAGE, seriesVisitsProblem, visitsInOrder } from './series-rules.js';

const visitCount = z.number().refine((visits) => seriesVisitsProblem(visits) === null, SERIES_VISITS_MESSAGE);

export const seriesTimesRules = z.object({
  packageName: requiredText('Choose a package.', 60),
  // A series is asked about as it is booked: starting soon (and never so far ahead its dates leave the calendar).
  firstDate: futureDate.refine((date) => date <= addDays(todayInLusaka(), SERIES_START_DAYS), SERIES_START_MESSAGE),
  time: timeOfDay,
  visits: visitCount,
});

export const createSeriesRules = createBookingRules.omit({ date: true, time: true }).extend({
  visits: z
    .array(z.object({ date: futureDate, time: timeOfDay }))
    .refine((visits) => seriesVisitsProblem(visits.length) === null, SERIES_VISITS_MESSAGE)
    .refine(visitsInOrder, 'Put the visits in order, each after the one before.'),
});
