import { describe, expect, it } from 'vitest';
import {
  CreateEventRequest,
  eventStatusAt,
  JoinEventRequest,
  parseEventDateTime,
  toIstanbulWallTime,
  UpdateEventRequest,
} from './index.js';

describe('event dates', () => {
  it('reads a datetime-local value as Istanbul time', () => {
    expect(parseEventDateTime('2025-05-01T20:00')).toBe('2025-05-01T17:00:00.000Z');
    expect(parseEventDateTime('2010-01-15T12:00')).toBe('2010-01-15T10:00:00.000Z'); // +2 in winter back then
  });
  it('keeps an instant that names its zone', () => {
    expect(parseEventDateTime('2025-05-01T20:00:00.000Z')).toBe('2025-05-01T20:00:00.000Z');
    expect(parseEventDateTime('2025-05-01T20:00+01:00')).toBe('2025-05-01T19:00:00.000Z');
  });
  it('refuses what is not a date', () => {
    for (const bad of ['yarın', '2025-02-30T10:00', '2025-13-01T10:00', '2025-05-01T25:00', '2025-05-01']) {
      expect(parseEventDateTime(bad), bad).toBeNull();
    }
  });
  it('turns an instant back into the Istanbul wall time for editing', () =>
    expect(toIstanbulWallTime('2025-05-01T17:00:00.000Z')).toBe('2025-05-01T20:00'));
});

describe('event status', () => {
  const e = { startDate: '2025-05-01T09:00:00.000Z', endDate: '2025-05-02T09:00:00.000Z' };
  it('is upcoming, ongoing or past around both boundaries', () => {
    expect(eventStatusAt(e, new Date('2025-05-01T08:59:59.999Z'))).toBe('upcoming');
    expect(eventStatusAt(e, new Date('2025-05-01T09:00:00.000Z'))).toBe('ongoing');
    expect(eventStatusAt(e, new Date('2025-05-02T09:00:00.000Z'))).toBe('ongoing');
    expect(eventStatusAt(e, new Date('2025-05-02T09:00:00.001Z'))).toBe('past');
    expect(eventStatusAt({ startDate: null, endDate: null }, new Date(0))).toBe('ongoing');
  });
});

describe('event requests', () => {
  it('requires title and description with the spec text, defaults the switches on', () => {
    const bad = CreateEventRequest.safeParse({ title: '  ', description: '' });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(['Başlık ve açıklama zorunludur', 'Başlık ve açıklama zorunludur']);
    expect(CreateEventRequest.parse({ title: 'A', description: 'B', startDate: '', photoUrl: '' })).toEqual({
      title: 'A',
      description: 'B',
      photoUrl: null,
      startDate: null,
      endDate: null,
      isActive: true,
      requiresTelegramVerification: true,
    });
  });
  it('refuses an end before the start and a photo that is no image', () => {
    const r = CreateEventRequest.safeParse({
      title: 'A',
      description: 'B',
      startDate: '2025-05-02T10:00',
      endDate: '2025-05-01T10:00',
      photoUrl: 'javascript:alert(1)',
    });
    expect(r.error?.issues.map((i) => i.message).sort()).toEqual([
      'Bitiş tarihi başlangıç tarihinden önce olamaz',
      'Fotoğraf geçerli bir görsel olmalıdır',
    ]);
  });
  it('a PATCH leaves out what was not sent and clears what was sent empty', () =>
    expect(UpdateEventRequest.parse({ endDate: '', isActive: false })).toEqual({ endDate: null, isActive: false }));
  it('a join message is trimmed, required and at most 1000 characters', () => {
    expect(JoinEventRequest.parse({ message: '  ayse \n' })).toEqual({ message: 'ayse' });
    expect(JoinEventRequest.safeParse({ message: ' ' }).error?.issues[0]?.message).toBe('Kullanıcı adı veya ID boş olamaz');
    expect(JoinEventRequest.safeParse({ message: 'x'.repeat(1001) }).success).toBe(false);
  });
});
