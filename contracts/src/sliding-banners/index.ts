import { z } from 'zod';
import { optionalHttpUrl, optionalText } from '../common.js';
import { ActiveStatus, LinkTarget, requiredImage, SortOrder } from '../content/index.js';
import { catalogAnswerSchemas, catalogEventSchemas } from '../content/catalog.js';

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

export const {
  Public: PublicSlidingBanner,
  PublicList: PublicSlidingBannerList,
  Admin: AdminSlidingBanner,
  AdminList: AdminSlidingBannerList,
} = catalogAnswerSchemas(SlidingBannerFieldsV1);
export type PublicSlidingBanner = z.infer<typeof PublicSlidingBanner>;
export type AdminSlidingBanner = z.infer<typeof AdminSlidingBanner>;

export const slidingBannerEventSchemas = catalogEventSchemas('SlidingBanner', SlidingBannerFieldsV1);
