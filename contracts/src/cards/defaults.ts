// Plain values, no zod: the public card reads them without loading the schema library.

/** Spec §9: the admin form's background and the public card's logo colour when none is set. */
export const CARD_DEFAULTS = {
  backgroundColor: '#8b5cf6',
  logoPrimaryColor: '#ff6e30',
  linkTarget: '_blank',
  status: 'published',
} as const;
