/** The roles' Turkish names live in contracts (zod-free): the server writes the same words into CSV files and the audit log. */
export { roleLabels } from '@app/contracts/plain';
