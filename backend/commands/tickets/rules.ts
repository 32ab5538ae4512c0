export { TICKET_LIMITS, ticketCountFor } from '@app/contracts';

const tl = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });
/** 1500 → "1.500": amounts in server messages read as the site shows them. */
export const formatTl = (value: number) => tl.format(value);
