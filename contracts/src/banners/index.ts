import { z } from 'zod';
import { optionalHttpUrl, optionalText } from '../common.js';
import { ActiveStatus, LinkTarget, requiredImage, SortOrder } from '../content/index.js';
import { catalogAnswerSchemas, catalogEventSchemas } from '../content/catalog.js';

export const ObjectFit = z.enum(['cover', 'contain'], { error: 'Görsel sığdırma cover veya contain olmalıdır' });
export type ObjectFit = z.infer<typeof ObjectFit>;

const bannerFields = {
  imageUrl: requiredImage('Görsel'),
  title: optionalText(120),
  subtitle: optionalText(200),
  link: optionalHttpUrl,
  linkTarget: LinkTarget,
  sortOrder: SortOrder,
  status: ActiveStatus,
  objectFit: ObjectFit,
};

export const CreateBannerRequest = z.object({
  ...bannerFields,
  linkTarget: LinkTarget.default('_blank'),
  status: ActiveStatus.default('active'),
  objectFit: ObjectFit.default('cover'),
});
export type CreateBannerRequest = z.input<typeof CreateBannerRequest>;
export const UpdateBannerRequest = z.object(bannerFields).partial();
export type UpdateBannerRequest = z.input<typeof UpdateBannerRequest>;

export const BannerFieldsV1 = z.object({
  imageUrl: z.string(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  link: z.string().nullable(),
  linkTarget: LinkTarget,
  sortOrder: z.number().int(),
  status: ActiveStatus,
  objectFit: ObjectFit,
});
export type BannerFields = z.infer<typeof BannerFieldsV1>;

export const {
  Public: PublicBanner,
  PublicList: PublicBannerList,
  Admin: AdminBanner,
  AdminList: AdminBannerList,
} = catalogAnswerSchemas(BannerFieldsV1);
export type PublicBanner = z.infer<typeof PublicBanner>;
export type AdminBanner = z.infer<typeof AdminBanner>;

export const bannerEventSchemas = catalogEventSchemas('Banner', BannerFieldsV1);
