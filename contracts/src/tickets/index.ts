import { z } from 'zod';
import { groupThousands } from '../numbers.js';
import { isHttpUrl, optionalHttpUrl, optionalText, Revision } from '../common.js';

/** Limits that both the form and the server apply. */
export const TICKET_LIMITS = {
  /** One application never carries more tickets than this (keeps one approval a bounded amount of work). */
  maxTicketsPerApplication: 1000,
  maxAmount: 1_000_000_000,
  maxPrice: 1_000_000_000,
  maxPointsPerTicket: 1_000_000,
} as const;

export const TICKET_DEFAULTS = {
  ticketPrice: 500,
  minimumInvestment: 100,
  infoMessage: '1 Bilet = 500₺',
  pointsPerTicket: 10,
} as const;

/** The ledger source of an approval's points: one credit per application, ever. */
export const ticketPointsSourceId = (applicationId: string) => `ticketApplication:${applicationId}`;
export const TICKET_POINTS_SOURCE_PREFIX = 'ticketApplication:';

/** Ticket count rule (spec §5): 0 below the minimum, else amount / price rounded down. */
export const ticketCountFor = (amount: number, price: number, minimum: number) =>
  !Number.isFinite(amount) || amount < minimum || price < 1 ? 0 : Math.floor(amount / price);

const IMAGE_MESSAGE = 'Geçerli bir görsel bağlantısı veya dosyası girin';
const isImageRef = (v: string) =>
  isHttpUrl(v) || /^\/uploads\/[a-f0-9]{64}\.[a-z]+$/.test(v) || /^data:image\/[a-z0-9.+-]+(;[^,]*)?,/i.test(v);
/** An image field: an http(s) URL, a stored upload (/uploads/...) or an inline data: URL the server stores. */
const imageRef = z
  .string()
  .trim()
  .max(16 * 1024 * 1024)
  .refine(isImageRef, { error: IMAGE_MESSAGE });
const optionalImageRef = imageRef
  .nullish()
  .or(z.literal(''))
  .transform((v) => (v ? v : null));

const int = (label: string, min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${label} zorunludur` : `${label} sayı olmalıdır`) })
    .int({ error: `${label} tam sayı olmalıdır` })
    .min(min, { error: `${label} en az ${groupThousands(min)} olmalıdır` })
    .max(max, { error: `${label} çok büyük` });

export const TicketCompanyStatus = z.enum(['active', 'inactive'], { error: 'Durum active veya inactive olmalıdır' });
export type TicketCompanyStatus = z.infer<typeof TicketCompanyStatus>;

const companyFields = {
  name: z
    .string({ error: 'Firma adı zorunludur' })
    .trim()
    .min(1, { error: 'Firma adı zorunludur' })
    .max(100, { error: 'Firma adı en fazla 100 karakter olabilir' }),
  logoUrl: z.string({ error: 'Logo zorunludur' }).trim().min(1, { error: 'Logo zorunludur' }).pipe(imageRef),
  contentImage: optionalImageRef,
  websiteUrl: optionalHttpUrl,
  /** null: the company follows the site-wide ticket price of the ticket settings. */
  ticketPrice: int('Bilet fiyatı', 1, TICKET_LIMITS.maxPrice).nullable(),
  status: TicketCompanyStatus,
  sortOrder: int('Sıra', 0, 1_000_000),
};

export const CreateTicketCompanyRequest = z.object({
  ...companyFields,
  ticketPrice: companyFields.ticketPrice.optional().transform((v) => (v === undefined ? TICKET_DEFAULTS.ticketPrice : v)),
  status: companyFields.status.default('active'),
  sortOrder: companyFields.sortOrder.default(0),
});
export type CreateTicketCompanyRequest = z.input<typeof CreateTicketCompanyRequest>;

/** Any subset of the fields; the list's status toggle sends only `status`. */
export const UpdateTicketCompanyRequest = z
  .object(companyFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Değiştirilecek en az bir alan gönderilmelidir' });
export type UpdateTicketCompanyRequest = z.input<typeof UpdateTicketCompanyRequest>;

/** A ticket company as its events store it. */
const companyData = z.object({
  name: z.string(),
  logoUrl: z.string(),
  contentImage: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  ticketPrice: z.number().int().nullable(),
  status: TicketCompanyStatus,
  sortOrder: z.number().int(),
});
export const TicketCompany = z.object({ id: z.string(), ...companyData.shape });
export type TicketCompany = z.infer<typeof TicketCompany>;
export const TicketCompanyList = z.array(TicketCompany);
/** Staff see the revision an edit sends back as If-Match. */
export const AdminTicketCompany = TicketCompany.extend({ revision: Revision });
export type AdminTicketCompany = z.infer<typeof AdminTicketCompany>;
export const AdminTicketCompanyList = z.array(AdminTicketCompany);

export const TicketSettings = z.object({
  ticketPrice: z.number().int(),
  minimumInvestment: z.number().int(),
  infoMessage: z.string(),
  /** Points a member earns per approved ticket (ticketCount × this, the value in force at approval). */
  pointsPerTicket: z.number().int(),
});
export type TicketSettings = z.infer<typeof TicketSettings>;

export const UpdateTicketSettingsRequest = z.object({
  ticketPrice: int('Bilet fiyatı', 1, TICKET_LIMITS.maxPrice),
  minimumInvestment: int('Minimum yatırım', 1, TICKET_LIMITS.maxAmount),
  infoMessage: z
    .string({ error: 'Bilgi mesajı zorunludur' })
    .trim()
    .min(1, { error: 'Bilgi mesajı zorunludur' })
    .max(300, { error: 'Bilgi mesajı en fazla 300 karakter olabilir' }),
  /** Optional so a client that only knows the first three fields keeps the points as they are. */
  pointsPerTicket: int('Bilet başına puan', 0, TICKET_LIMITS.maxPointsPerTicket).optional(),
});
export type UpdateTicketSettingsRequest = z.input<typeof UpdateTicketSettingsRequest>;

export const CreateTicketApplicationRequest = z.object({
  ticketCompanyId: z.string({ error: 'Lütfen bir firma seçin' }).trim().min(1, { error: 'Lütfen bir firma seçin' }).max(64),
  username: z
    .string({ error: 'Kullanıcı adı zorunludur' })
    .trim()
    .min(1, { error: 'Kullanıcı adı zorunludur' })
    .max(100, { error: 'Kullanıcı adı en fazla 100 karakter olabilir' }),
  investmentAmount: int('Yatırım tutarı', 1, TICKET_LIMITS.maxAmount),
  /** Sent by the form for display; the server computes its own count and ignores this one. */
  ticketCount: z.unknown().optional(),
});
export type CreateTicketApplicationRequest = z.input<typeof CreateTicketApplicationRequest>;

export const TicketApplicationStatus = z.enum(['pending', 'approved', 'rejected']);
export type TicketApplicationStatus = z.infer<typeof TicketApplicationStatus>;

export const DecideTicketApplicationRequest = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Durum approved veya rejected olmalıdır' }),
  adminNote: optionalText(500),
});
export type DecideTicketApplicationRequest = z.input<typeof DecideTicketApplicationRequest>;

const CompanyRef = z.object({ id: z.string(), name: z.string(), logoUrl: z.string().nullable() });

/** A member's own application (never another member's data). */
export const TicketApplication = z.object({
  id: z.string(),
  status: TicketApplicationStatus,
  username: z.string(),
  investmentAmount: z.number().int(),
  ticketCount: z.number().int(),
  adminNote: z.string().nullable(),
  createdAt: z.string(),
  ticketCompany: CompanyRef,
});
export type TicketApplication = z.infer<typeof TicketApplication>;
export const TicketApplicationList = z.array(TicketApplication);

/** The staff queue's row: adds the member's account (e-mail) and the decision time. */
export const AdminTicketApplication = TicketApplication.extend({
  decidedAt: z.string().nullable(),
  user: z.object({ id: z.string(), username: z.string().nullable(), email: z.string().nullable() }),
});
export type AdminTicketApplication = z.infer<typeof AdminTicketApplication>;
export const AdminTicketApplicationList = z.array(AdminTicketApplication);

/** The staff screen's filters (a company tab, a status), shared by the list and its CSV export. */
export const AdminTicketApplicationsQuery = z.object({
  ticketCompanyId: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().max(64, { error: 'Geçersiz bilet firması' }).optional(),
  ),
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(TicketApplicationStatus.options, { error: 'Durum pending, approved veya rejected olmalıdır' }).optional(),
  ),
});
export type AdminTicketApplicationsQuery = z.input<typeof AdminTicketApplicationsQuery>;

export const TicketNumber = z.object({ id: z.string(), ticketNumber: z.string() });
export type TicketNumber = z.infer<typeof TicketNumber>;
export const TicketNumberList = z.array(TicketNumber);

export const MyTicketNumber = TicketNumber.extend({
  ticketApplication: z.object({ id: z.string(), ticketCompany: z.object({ name: z.string() }) }),
});
export type MyTicketNumber = z.infer<typeof MyTicketNumber>;
export const MyTicketNumberList = z.array(MyTicketNumber);

// ---- events (every type schema-checked; a new shape gets a new version) ----

export const TicketCompanyCreatedV1 = companyData.extend({ companyId: z.string() });
export const TicketCompanyUpdatedV1 = z.object({ companyId: z.string(), changes: companyData.partial() });
export const TicketCompanyDeletedV1 = z.object({ companyId: z.string() });
/** V1 predates ticket points; V2 adds `pointsPerTicket`. */
export const TicketSettingsChangedV1 = z.object({
  ticketPrice: z.number().int(),
  minimumInvestment: z.number().int(),
  infoMessage: z.string(),
});
export const TicketSettingsChangedV2 = TicketSettingsChangedV1.extend({ pointsPerTicket: z.number().int().nonnegative() });
export const TicketApplicationSubmittedV1 = z.object({
  applicationId: z.string(),
  userId: z.string(),
  username: z.string(),
  ticketCompanyId: z.string(),
  /** The company's name when applied, shown if the company is deleted later. */
  companyName: z.string(),
  investmentAmount: z.number().int(),
  ticketPrice: z.number().int(),
  ticketCount: z.number().int(),
});
export const TicketNumbersAllocatedV1 = z.object({
  applicationId: z.string(),
  firstNumber: z.number().int(),
  count: z.number().int(),
  adminNote: z.string().nullable(),
});
/** V2 keeps the points per ticket in force when staff approved, for the reconciler that completes it. */
export const TicketNumbersAllocatedV2 = TicketNumbersAllocatedV1.extend({ pointsPerTicket: z.number().int().nonnegative() });
/**
 * Opens a continuation of the ticket number sequence (its books were closed): the next number, and the
 * blocks still waiting for their approval to be recorded (so a retried approval or the reconciler finds them).
 */
export const TicketNumberSequenceOpenedV1 = z.object({
  next: z.number().int(),
  blocks: z.array(TicketNumbersAllocatedV2),
});
export const TicketApplicationApprovedV1 = z.object({
  applicationId: z.string(),
  userId: z.string(),
  numbers: z.array(z.number().int()),
  adminNote: z.string().nullable(),
});
/** V2 carries the points the approval earns the member (ticketCount × pointsPerTicket at approval). */
export const TicketApplicationApprovedV2 = TicketApplicationApprovedV1.extend({ points: z.number().int().nonnegative() });
export const TicketApplicationRejectedV1 = z.object({
  applicationId: z.string(),
  userId: z.string(),
  adminNote: z.string().nullable(),
});
export const TicketApplicationDeletedV1 = z.object({ applicationId: z.string(), userId: z.string() });

export const ticketEventSchemas = {
  TicketCompanyCreated: TicketCompanyCreatedV1,
  TicketCompanyUpdated: TicketCompanyUpdatedV1,
  TicketCompanyDeleted: TicketCompanyDeletedV1,
  TicketSettingsChanged: TicketSettingsChangedV2,
  TicketApplicationSubmitted: TicketApplicationSubmittedV1,
  TicketNumbersAllocated: TicketNumbersAllocatedV2,
  TicketNumberSequenceOpened: TicketNumberSequenceOpenedV1,
  TicketApplicationApproved: TicketApplicationApprovedV2,
  TicketApplicationRejected: TicketApplicationRejectedV1,
  TicketApplicationDeleted: TicketApplicationDeletedV1,
} as const;

// ---- upcasters: every reader sees the current shape, whatever version is stored ----

type V<T extends z.ZodType> = z.infer<T>;

/** A V1 settings change was made before ticket points existed: the default was in force. */
export const upcastTicketSettingsChanged = (
  d: V<typeof TicketSettingsChangedV1> | V<typeof TicketSettingsChangedV2>,
): V<typeof TicketSettingsChangedV2> =>
  'pointsPerTicket' in d && typeof d.pointsPerTicket === 'number'
    ? d
    : { ...d, pointsPerTicket: TICKET_DEFAULTS.pointsPerTicket };

/** A V1 block or approval predates ticket points: nothing was, or is, owed for it. */
export const upcastTicketNumbersAllocated = (
  d: V<typeof TicketNumbersAllocatedV1> | V<typeof TicketNumbersAllocatedV2>,
): V<typeof TicketNumbersAllocatedV2> =>
  'pointsPerTicket' in d && typeof d.pointsPerTicket === 'number' ? d : { ...d, pointsPerTicket: 0 };

export const upcastTicketApplicationApproved = (
  d: V<typeof TicketApplicationApprovedV1> | V<typeof TicketApplicationApprovedV2>,
): V<typeof TicketApplicationApprovedV2> => ('points' in d && typeof d.points === 'number' ? d : { ...d, points: 0 });
