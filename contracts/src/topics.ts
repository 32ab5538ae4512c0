/**
 * Topics of the change notices the server pushes over Socket.IO. The projections publish them and
 * every front-end query key starts with one, so a notice invalidates exactly the queries it
 * concerns. One list for both sides: renaming a topic breaks the build instead of silently
 * stopping the refetches.
 */
export const Topic = {
  authUser: 'auth-user',
  siteSettings: 'site-settings',
  legalTexts: 'legal-texts',
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
  hunts: 'hunts',
  huntPrediction: 'hunt-prediction',
  adminHuntPredictions: 'admin-hunt-predictions',
  adminUsers: 'admin-users',
  adminAudit: 'admin-audit',
  /** The member's own list of active sessions (`/profil`, "Oturumlarım"). */
  authSessions: 'auth-sessions',
  kickStatus: 'kick-status',
  kickLink: 'kick-link',
  adminKick: 'admin-kick',
  /** A member's role or ban changed: the socket drops and rejoins the rooms the session now allows. */
  accountChanged: 'account-changed',
} as const;

export type Topic = (typeof Topic)[keyof typeof Topic];
