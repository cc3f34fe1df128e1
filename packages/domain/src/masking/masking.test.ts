import { describe, expect, it } from 'vitest';
import { maskEmailAddress, maskPhoneNumber } from './index.ts';

describe('maskPhoneNumber (§2 Identitätsprüfung: +49, only the last 3 digits visible)', () => {
  it.each([
    ['+491701234567', '+49 *******567'],
    ['01701234567', '+49 *******567'],
    ['0170 123-4567', '+49 *******567'],
    ['1701234567', '+49 *******567'],
    ['+43 660 1234567', '+ *********567'],
    ['123', '+49 123'],
    ['', ''],
  ])('given %j it shows %j', (input, shown) => {
    expect(maskPhoneNumber(input)).toBe(shown);
  });

  it('never shows more than the last 3 digits', () => {
    const shown = maskPhoneNumber('+4915112345678');
    expect(shown.replace(/\*/g, '').replace('+49 ', '')).toBe('678');
  });
});

describe('maskEmailAddress (§2: last 3 characters before the @ onward visible)', () => {
  it.each([
    ['erika.musterfrau@example.org', '*************rau@example.org'],
    ['abc@example.org', 'abc@example.org'],
    ['ab@example.org', 'ab@example.org'],
    ['  max@post.de ', 'max@post.de'],
    ['ohne-at', '****-at'],
  ])('given %j it shows %j', (input, shown) => {
    expect(maskEmailAddress(input)).toBe(shown);
  });

  it('keeps the length of the address', () => {
    const address = 'patientin.beispiel@beispiel-mail.de';
    expect(maskEmailAddress(address)).toHaveLength(address.length);
  });
});
