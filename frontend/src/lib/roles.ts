/** The roles' Turkish names live in contracts: the server writes the same words into CSV files and the audit log. */
export { roleLabels } from '@app/contracts';
