// The export's codes in the words of the member's own screens (a feature may not import another's).

export const APPLICATION_STATUS: Record<string, string> = {
  pending: 'Beklemede',
  approved: 'Onaylandı',
  rejected: 'Reddedildi',
};

export const ORDER_STATUS: Record<string, string> = {
  pending: 'Beklemede',
  claimed: 'Alındı',
  delivered: 'Teslim Edildi',
  cancelled: 'İptal Edildi',
};

export const PLATFORM: Record<string, string> = { telegram: 'Telegram', youtube: 'YouTube', instagram: 'Instagram' };

export const yesNo = (value: boolean) => (value ? 'Evet' : 'Hayır');
export const orDash = (value: string | null | undefined) => (value?.trim() ? value : '—');

/** Turkish lira with kuruş, as the hunts show amounts. */
export const formatLira = (value: number) =>
  `${value.toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}₺`;
