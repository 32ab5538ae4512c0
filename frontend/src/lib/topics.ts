/**
 * Notice topics pushed by the server over Socket.IO. Every query key starts with its topic,
 * so a notice invalidates exactly the queries it concerns.
 */
export const topics = {
  authUser: 'auth-user',
  siteSettings: 'site-settings',
  cards: 'cards',
  banners: 'banners',
  slidingBanners: 'sliding-banners',
  companies: 'companies',
  events: 'events',
  adminEvents: 'admin-events',
  eventParticipation: 'event-participation',
  leaderboard: 'leaderboard',
  pointsLedger: 'points-ledger',
  streamingVerifications: 'streaming-verifications',
  socialVerifications: 'social-verifications',
  adminSocialVerifications: 'admin-social-verifications',
  analytics: 'analytics',
  adminDashboard: 'admin-dashboard',
  rewards: 'rewards',
  userRewards: 'user-rewards',
  rewardOrders: 'reward-orders',
  ticketCompanies: 'ticket-companies',
  ticketSettings: 'ticket-settings',
  ticketApplications: 'ticket-applications',
  adminTicketApplications: 'admin-ticket-applications',
  ticketNumbers: 'ticket-numbers',
  adminTicketNumbers: 'admin-ticket-numbers',
  draws: 'draws',
  adminDraws: 'admin-draws',
  drawWins: 'draw-wins',
  adminUsers: 'admin-users',
  adminAudit: 'admin-audit',
} as const;

export type Topic = (typeof topics)[keyof typeof topics];
