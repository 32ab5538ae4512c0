/**
 * Usernames and e-mails are unique ignoring case, in both Turkish and English: 'I', 'İ', 'ı' and 'i'
 * all fold to 'i', so neither ELIF@EXAMPLE.COM nor İlker/ilker can open a second account under a
 * look-alike name. The name claims (write side) and the user lookups (read side) must fold alike.
 */
export const normaliseClaim = (value: string) =>
  value
    .trim()
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\u0307/g, '')
    .replace(/ı/g, 'i');
