/** The site's name in the mails it sends and in the two-step login app's entry. */
export const SITE_NAME = 'Güvenilir Siteler';
