import type { AdminUser, CurrentUser, PublicEvent } from '@app/contracts';

/** A logged-in member as GET /api/auth/user answers (typed by the contract, so a new field shows here). */
export const member = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u1',
  username: 'ayse',
  email: 'ayse@example.com',
  firstName: 'Ayşe',
  lastName: null,
  phone: null,
  streamUrl: null,
  role: 'user',
  points: 0,
  telegramVerified: false,
  ...overrides,
});

/** An ongoing public event (GET /api/events/{id}). */
export const ongoingEvent = (overrides: Partial<PublicEvent> = {}): PublicEvent => ({
  id: 'e1',
  title: 'Hafta Sonu Turnuvası',
  description: 'Katılan herkese sürpriz.',
  photoUrl: null,
  startDate: '2026-11-01T10:00:00.000Z',
  endDate: null,
  isActive: true,
  requiresTelegramVerification: false,
  participationCount: 0,
  status: 'ongoing',
  ...overrides,
});

/** A member as the staff's user list and drawer see it (GET /api/admin/users/{id}). */
export const adminUser = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  id: 'u2',
  username: 'deniz',
  email: 'deniz@example.com',
  firstName: null,
  lastName: null,
  role: 'user',
  points: 0,
  telegramVerified: false,
  banned: false,
  erased: false,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
