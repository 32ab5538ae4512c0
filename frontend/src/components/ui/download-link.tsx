import { Download } from 'lucide-react';
import { buttonClass } from './button';

/**
 * A file download as a plain link: the browser streams the server's CSV to disk and names it from
 * Content-Disposition, and the session cookie goes along without any script.
 */
export function DownloadLink({ href, label = 'CSV İndir' }: { href: string; label?: string }) {
  return (
    <a href={href} download className={buttonClass('outline')} data-testid="csv-download">
      <Download className="size-4" aria-hidden="true" />
      {label}
    </a>
  );
}
