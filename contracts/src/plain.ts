/**
 * The zod-free part of the contracts (`@app/contracts/plain`): constants and pure helpers the
 * browser's first load needs. Importing anything from the main entry evaluates every schema and
 * pulls zod (about 26 KB gzipped) into the first page; this entry does not.
 */
export { CARD_DEFAULTS } from './cards/defaults.js';
export { isStaff, roles, staffRoles } from './roles.js';
export { roleLabels } from './role-labels.js';
export { AUDIT_TARGET_LABELS, AUDIT_TYPE_LABELS } from './audit/labels.js';
export {
  DATA_CONTROLLER_KEYS,
  GRID_LIMITS,
  HOME_VIEWPORT_META,
  HOME_VIEWPORT_OPTIONS,
  type HomeViewport,
  SITE_SETTING_KEYS,
} from './settings/keys.js';
export { Topic } from './topics.js';
export {
  hasImageVariants,
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantFormat,
  variantSrcSet,
  variantWidths,
} from './uploads/image-variants.js';
export { BANNER_IMAGE, screenSizes } from './uploads/screen-sizes.js';
export { AWAITED_SPA_ROUTES, isSpaPage, SPA_ROUTES, type SpaRoute } from './site/routes.js';
export { groupThousands } from './numbers.js';
export { formatKurus, formatMoney, formatMultiplier } from './hunts/money.js';
