import { describe, expect, it } from 'vitest';
import { CreateRewardRequest } from './rewards/index.js';
import { RegisterRequest } from './accounts/index.js';
import { siteSettingsForm } from './settings/index.js';
import { UpdateTicketSettingsRequest } from './tickets/index.js';
import type { z } from 'zod';

/** The first message per field, as a form shows it under the field. */
const firstMessages = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) byField[String(issue.path[0])] ??= issue.message;
  return byField;
};

// The forms check with these schemas in the browser: an empty field must read "… zorunludur",
// not a rule about length or numbers that the person has not had a chance to break yet.
describe('contracts say a required field is missing before any other rule', () => {
  it('register: username, e-mail and password', () => {
    expect(firstMessages(RegisterRequest, { username: '', email: '', password: '' })).toEqual({
      username: 'Kullanıcı adı zorunludur',
      email: 'E-posta zorunludur',
      password: 'Şifre zorunludur',
    });
    expect(firstMessages(RegisterRequest, { username: 'ab', email: 'x', password: '123' })).toEqual({
      username: 'Kullanıcı adı en az 3 karakter olmalıdır',
      email: 'Geçerli bir e-posta adresi girin',
      password: 'Şifre en az 6 karakter olmalıdır',
    });
  });

  it('ticket settings: a missing number is missing, a word is not a number', () => {
    expect(firstMessages(UpdateTicketSettingsRequest, { ticketPrice: 'on', infoMessage: 'x' })).toEqual({
      ticketPrice: 'Bilet fiyatı sayı olmalıdır',
      minimumInvestment: 'Minimum yatırım zorunludur',
    });
  });

  it('reward cost: empty is missing, letters are not a number', () => {
    const reward = { title: 'Kupa', description: 'Seramik', stock: '', sortOrder: '' };
    expect(firstMessages(CreateRewardRequest, { ...reward, pointsCost: '' }).pointsCost).toBe('Puan bedeli zorunludur');
    expect(firstMessages(CreateRewardRequest, { ...reward, pointsCost: 'abc' }).pointsCost).toBe(
      'Puan bedeli bir sayı olmalıdır',
    );
  });

  it('site settings forms use each key’s server rule', () => {
    const grid = siteSettingsForm(['gridColumnsDesktop', 'gridColumnsMobile']);
    expect(firstMessages(grid, { gridColumnsDesktop: '', gridColumnsMobile: '3' })).toEqual({
      gridColumnsDesktop: 'Masaüstü sütun sayısı zorunludur',
      gridColumnsMobile: 'Mobil sütun sayısı 1 ile 2 arasında olmalıdır',
    });
    expect(grid.safeParse({ gridColumnsDesktop: '4', gridColumnsMobile: '2' }).success).toBe(true);
  });
});
