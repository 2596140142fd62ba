import { requiredText } from '../../lib/form-fields.js';

// The fields of a city and an area, with their words: the server parses with them (locations.service.ts) and
// the admin's location forms check with the same ones.
export const cityName = requiredText('City name is required.');
export const areaName = requiredText('Area name is required.');
export const areaCity = requiredText('City is required.');
