import { numberOrMissing } from '@/lib/contract-form';

/** ₺ as staff type it ('2,5' or '2.5'); '' stays missing so the contract names it under the field. */
export const moneyFromInput = (text: string) => numberOrMissing(text.replace(',', '.'));
