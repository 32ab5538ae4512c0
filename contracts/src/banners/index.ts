import { z } from 'zod';
import { optionalHttpUrl, optionalText } from '../common.js';
import { ActiveStatus, EntityId, LinkTarget, requiredImage, SortOrder } from '../content/index.js';

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

export const PublicBanner = BannerFieldsV1.omit({ status: true }).extend({ id: z.string() });
export type PublicBanner = z.infer<typeof PublicBanner>;
export const PublicBannerList = z.array(PublicBanner);
export const AdminBanner = BannerFieldsV1.extend({ id: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type AdminBanner = z.infer<typeof AdminBanner>;
export const AdminBannerList = z.array(AdminBanner);

export const BannerCreatedV1 = BannerFieldsV1.extend({ id: EntityId });
export const BannerUpdatedV1 = z.object({ id: EntityId, changes: BannerFieldsV1.omit({ status: true }).partial() });
export const BannerStatusChangedV1 = z.object({ id: EntityId, status: ActiveStatus });
export const BannerDeletedV1 = z.object({ id: EntityId });
export const bannerEventSchemas = {
  BannerCreated: BannerCreatedV1,
  BannerUpdated: BannerUpdatedV1,
  BannerStatusChanged: BannerStatusChangedV1,
  BannerDeleted: BannerDeletedV1,
} as const;
