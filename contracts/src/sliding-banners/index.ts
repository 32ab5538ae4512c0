import { z } from 'zod';
import { optionalHttpUrl, optionalText } from '../common.js';
import { ActiveStatus, EntityId, LinkTarget, requiredImage, SortOrder } from '../content/index.js';

const slidingBannerFields = {
  imageUrl: requiredImage('Görsel'),
  link: optionalHttpUrl,
  linkTarget: LinkTarget,
  buttonText: optionalText(40),
  status: ActiveStatus,
  sortOrder: SortOrder,
};

export const CreateSlidingBannerRequest = z.object({
  ...slidingBannerFields,
  linkTarget: LinkTarget.default('_blank'),
  status: ActiveStatus.default('active'),
});
export type CreateSlidingBannerRequest = z.input<typeof CreateSlidingBannerRequest>;
export const UpdateSlidingBannerRequest = z.object(slidingBannerFields).partial();
export type UpdateSlidingBannerRequest = z.input<typeof UpdateSlidingBannerRequest>;

export const SlidingBannerFieldsV1 = z.object({
  imageUrl: z.string(),
  link: z.string().nullable(),
  linkTarget: LinkTarget,
  buttonText: z.string().nullable(),
  status: ActiveStatus,
  sortOrder: z.number().int(),
});
export type SlidingBannerFields = z.infer<typeof SlidingBannerFieldsV1>;

export const PublicSlidingBanner = SlidingBannerFieldsV1.omit({ status: true }).extend({ id: z.string() });
export type PublicSlidingBanner = z.infer<typeof PublicSlidingBanner>;
export const PublicSlidingBannerList = z.array(PublicSlidingBanner);
export const AdminSlidingBanner = SlidingBannerFieldsV1.extend({ id: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type AdminSlidingBanner = z.infer<typeof AdminSlidingBanner>;
export const AdminSlidingBannerList = z.array(AdminSlidingBanner);

export const SlidingBannerCreatedV1 = SlidingBannerFieldsV1.extend({ id: EntityId });
export const SlidingBannerUpdatedV1 = z.object({ id: EntityId, changes: SlidingBannerFieldsV1.omit({ status: true }).partial() });
export const SlidingBannerStatusChangedV1 = z.object({ id: EntityId, status: ActiveStatus });
export const SlidingBannerDeletedV1 = z.object({ id: EntityId });
export const slidingBannerEventSchemas = {
  SlidingBannerCreated: SlidingBannerCreatedV1,
  SlidingBannerUpdated: SlidingBannerUpdatedV1,
  SlidingBannerStatusChanged: SlidingBannerStatusChangedV1,
  SlidingBannerDeleted: SlidingBannerDeletedV1,
} as const;
