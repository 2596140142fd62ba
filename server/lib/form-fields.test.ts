import { describe, expect, it } from 'vitest';
import { read } from '../../tests/helpers/form-rule-reading.js';
import { emailAddress, hundredths, optionalEmail, optionalText, passwordShape, requiredChoice, requiredText } from './form-fields.js';

describe('form fields shared by the server and the web', () => {
  it('reads an email address trimmed and lower-cased, says when it is missing and when it is not an address', () => {
    expect(read(emailAddress, '  Chipo@Example.ZM ')).toEqual({ value: 'chipo@example.zm' });
    expect(read(emailAddress, '   ')).toEqual({ message: 'Email is required.' });
    expect(read(emailAddress, 'chipo@example')).toEqual({ message: 'Enter a valid email address.' });
    expect(read(emailAddress, `${'a'.repeat(250)}@example.zm`)).toEqual({ message: 'Enter a valid email address.' });
  });

  it('reads an optional email address as null when left empty and still checks one that is given', () => {
    for (const empty of ['', '  ', null, undefined]) expect(read(optionalEmail, empty)).toEqual({ value: null });
    expect(read(optionalEmail, ' Mwape@Example.zm')).toEqual({ value: 'mwape@example.zm' });
    expect(read(optionalEmail, 'mwape')).toEqual({ message: 'Enter a valid email address.' });
  });

  it('gives the first password rule broken: missing, too short, too long, only spaces', () => {
    expect(read(passwordShape, '')).toEqual({ message: 'Password is required.' });
    expect(read(passwordShape, 'short')).toEqual({ message: 'Password must be at least 8 characters.' });
    expect(read(passwordShape, 'x'.repeat(201))).toEqual({ message: 'Password is too long.' });
    expect(read(passwordShape, '        ')).toEqual({ message: 'Password cannot be only spaces.' });
    expect(read(passwordShape, ' Lusaka sunrise ')).toEqual({ value: ' Lusaka sunrise ' });
  });

  it('requires text that is more than spaces, trimmed, within its length', () => {
    const name = requiredText('Name is required.', 10);
    expect(read(name, '  Chipo ')).toEqual({ value: 'Chipo' });
    expect(read(name, '   ')).toEqual({ message: 'Name is required.' });
    expect(read(name, undefined)).toEqual({ message: 'Name is required.' });
    expect(read(name, 'Chipo Mulenga')).toEqual({ message: 'At most 10 characters.' });
  });

  it('requires a choice that is more than spaces, trimmed, of any length', () => {
    const service = requiredChoice('Service is required.');
    expect(read(service, ' 42 ')).toEqual({ value: '42' });
    for (const missing of ['', '   ', null, undefined]) expect(read(service, missing)).toEqual({ message: 'Service is required.' });
    expect(read(service, 'x'.repeat(500))).toEqual({ value: 'x'.repeat(500) });
  });

  it('reads optional text as null when left empty, trimmed, within its length', () => {
    for (const empty of ['', '   ', null, undefined]) expect(read(optionalText(5), empty)).toEqual({ value: null });
    expect(read(optionalText(5), ' Kabwe ')).toEqual({ value: 'Kabwe' });
    expect(read(optionalText(5), 'Livingstone')).toEqual({ message: 'At most 5 characters.' });
  });

  it('reads a decimal with at most two places as exact hundredths, and nothing else', () => {
    const deposit = hundredths('Deposit must be a number.');
    expect(read(deposit, ' 12.5 ')).toEqual({ value: 1250 });
    expect(read(deposit, '1250.05')).toEqual({ value: 125005 });
    for (const wrong of ['', '-1', '1.234', '1e3', 12]) expect(read(deposit, wrong)).toEqual({ message: 'Deposit must be a number.' });
  });
});
