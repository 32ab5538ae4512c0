import {
  CreateBannerRequest,
  CreateCardRequest,
  CreateCompanyRequest,
  CreateSlidingBannerRequest,
  type SiteSettingKey,
} from '@app/contracts';
import type { ZodType } from 'zod';
import { bannerDecider, toBannerStreamId } from '../commands/banners/banner.js';
import { cardDecider, toCardStreamId } from '../commands/cards/card.js';
import { companyDecider, toCompanyStreamId } from '../commands/companies/company.js';
import type { CatalogCommand, CatalogFields } from '../commands/catalog/catalog.js';
import { SITE_SETTINGS_STREAM, siteSettingsDecider } from '../commands/settings/site-settings.js';
import { slidingBannerDecider, toSlidingBannerStreamId } from '../commands/sliding-banners/sliding-banner.js';
import { storeInlineImage } from '../core/blob-store/images.js';
import { handleCommand } from '../core/command-handler.js';
import type { CommandContext, Decider, DomainEvent } from '../core/decider.js';
import type { Deps } from '../core/deps.js';
import { bannerPng, hex, logoPng, toDataUrl } from './content-images.js';
import type { Seeder } from './seeder.js';

/** Fictional brands on the reserved `.example` domain: nothing real is promoted by the demo. */
const cards = [
  {
    title: 'Yıldız Oyun',
    subtitle: 'Hoş geldin bonusu %100',
    backgroundColor: '#4c1d95',
    logoPrimaryColor: '#fbbf24',
    category: 'Casino',
  },
  {
    title: 'Kuzey Arena',
    subtitle: 'Canlı maçlarda yüksek oranlar',
    backgroundColor: '#0f3d5e',
    logoPrimaryColor: '#38bdf8',
    category: 'Spor',
  },
  {
    title: 'Mavi Kupa',
    subtitle: 'Hızlı çekim, 7/24 destek',
    backgroundColor: '#1e3a8a',
    logoPrimaryColor: '#ff6e30',
    category: 'Spor',
  },
  {
    title: 'Altın Ok',
    subtitle: 'Haftalık %25 kayıp iadesi',
    backgroundColor: '#78350f',
    logoPrimaryColor: '#fde047',
    category: 'Casino',
  },
  {
    title: 'Poyraz Club',
    subtitle: 'İlk yatırıma özel freespin',
    backgroundColor: '#134e4a',
    logoPrimaryColor: '#34d399',
    category: 'Slot',
  },
  {
    title: 'Efes Şans',
    subtitle: 'Papara ve kripto ile anında yatırım',
    backgroundColor: '#7f1d1d',
    logoPrimaryColor: '#fb7185',
    category: 'Casino',
  },
];
const slug = (s: string) =>
  s
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's')
    .replace(/[^a-z0-9]+/g, '-');

async function create<F extends CatalogFields, E extends DomainEvent, S>(
  deps: Deps,
  ctx: CommandContext,
  decider: Decider<CatalogCommand<F>, E, S>,
  streamOf: (id: string) => string,
  schema: ZodType,
  input: Record<string, unknown>,
): Promise<number> {
  const fields = schema.parse(input) as F;
  for (const key of ['imageUrl', 'logoUrl'] as const) {
    if (typeof fields[key] === 'string')
      (fields as Record<string, unknown>)[key] = await storeInlineImage(deps.blobs, fields[key]);
  }
  const id = deps.newId();
  return (await handleCommand(deps.events, streamOf(id), decider, { type: 'Create', id, fields }, ctx)).position;
}

/** Six cards, two banners, two sliding banners, three companies, the marquee and the welcome texts. */
export const seedContent: Seeder = async (deps, ctx) => {
  const positions: number[] = [];
  const seed = async (p: Promise<number>) => positions.push(await p);

  for (const [i, c] of cards.entries()) {
    await seed(
      create(deps, ctx, cardDecider, toCardStreamId, CreateCardRequest, {
        ...c,
        link: `https://${slug(c.title)}.example`,
        sortOrder: i,
      }),
    );
  }
  const banners = [
    {
      title: 'Haftanın Öne Çıkan Siteleri',
      subtitle: 'Güvenilir siteler, yüksek oranlar ve hızlı ödeme tek adreste',
      colors: ['#1e1147', '#7c3aed', '#ff6e30'],
    },
    {
      title: 'Bilet Sistemi ile Kazan',
      subtitle: 'Yatırımını bildir, biletini al, çekilişe katıl',
      colors: ['#0b2447', '#0e7490', '#fbbf24'],
    },
  ] as const;
  for (const [i, b] of banners.entries()) {
    const imageUrl = toDataUrl(bannerPng(hex(b.colors[0]), hex(b.colors[1]), hex(b.colors[2])));
    await seed(
      create(deps, ctx, bannerDecider, toBannerStreamId, CreateBannerRequest, {
        title: b.title,
        subtitle: b.subtitle,
        imageUrl,
        sortOrder: i,
      }),
    );
  }
  const strips = [
    { buttonText: 'Kampanyaları Gör', colors: ['#3b0764', '#c026d3', '#ff6e30'], link: 'https://kampanyalar.example' },
    { buttonText: 'Canlı Destek', colors: ['#052e16', '#15803d', '#a3e635'], link: 'https://destek.example' },
  ] as const;
  for (const [i, s] of strips.entries()) {
    const imageUrl = toDataUrl(bannerPng(hex(s.colors[0]), hex(s.colors[1]), hex(s.colors[2]), 960, 240));
    await seed(
      create(deps, ctx, slidingBannerDecider, toSlidingBannerStreamId, CreateSlidingBannerRequest, {
        buttonText: s.buttonText,
        link: s.link,
        imageUrl,
        sortOrder: i,
      }),
    );
  }
  const companies = [
    { name: 'Atlas Oyun', colors: ['#ff6e30', '#8b5cf6'], mark: 'triangle' },
    { name: 'Nova Spor', colors: ['#0ea5e9', '#6366f1'], mark: 'ring' },
    { name: 'Zirve Şans', colors: ['#f59e0b', '#ef4444'], mark: 'diamond' },
  ] as const;
  for (const [i, c] of companies.entries()) {
    const logoUrl = toDataUrl(logoPng(hex(c.colors[0]), hex(c.colors[1]), c.mark));
    await seed(
      create(deps, ctx, companyDecider, toCompanyStreamId, CreateCompanyRequest, {
        name: c.name,
        logoUrl,
        websiteUrl: `https://${slug(c.name)}.example`,
        sortOrder: i,
      }),
    );
  }

  const welcomeImage = await storeInlineImage(
    deps.blobs,
    toDataUrl(bannerPng(hex('#1e1147'), hex('#8b5cf6'), hex('#ff6e30'), 840, 360)),
  );
  const settings: { key: SiteSettingKey; value: string }[] = [
    { key: 'marqueeText', value: "Güvenilir Siteler'e hoş geldiniz! Her hafta yeni kampanyalar" },
    { key: 'welcomeBannerSubtitle', value: 'Güvenilir siteler ve kazançlı kampanyalar tek adreste' },
    { key: 'welcomeBannerImage', value: welcomeImage },
  ];
  await seed(
    handleCommand(deps.events, SITE_SETTINGS_STREAM, siteSettingsDecider, { type: 'ChangeSiteSettings', settings }, ctx).then(
      (r) => r.position,
    ),
  );
  return Math.max(-1, ...positions);
};
