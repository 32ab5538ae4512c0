import { Link } from '@tanstack/react-router';
import { ArrowLeft, Printer } from 'lucide-react';
import { Button, buttonClass } from '@/components/ui/button';
import { DownloadLink } from '@/components/ui/download-link';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format-date';
import { useMyData } from '../api/get-my-data';
import {
  AccountPart,
  EventsPart,
  KickPart,
  OrdersPart,
  PointsPart,
  PredictionsPart,
  Section,
  SessionsPart,
  TicketsPart,
  VerificationsPart,
} from './my-data-sections';

/**
 * /profil/verilerim, "Verilerimi Görüntüle": the export's data as a member reads it (Turkish sections,
 * Istanbul times, names instead of ids), printable; the JSON stays the portable copy.
 */
export function MyDataView() {
  const query = useMyData();
  const data = query.data;
  return (
    <article className="mx-auto w-full max-w-5xl space-y-8 px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:p-0 print:text-black">
      <header className="space-y-3">
        <Link
          to="/profil"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline dark:text-brand-400 print:hidden"
        >
          <ArrowLeft className="size-4" aria-hidden="true" /> Profilim
        </Link>
        <h1 className="text-3xl font-black tracking-tight">Verilerim</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400 print:text-black">
          Sitede hakkınızda tutulan veriler (KVKK m. 11).
          {data && ` Hazırlanma zamanı: ${formatDateTime(data.exportedAt)} (İstanbul saati).`}
        </p>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" onClick={() => window.print()} disabled={!data}>
            <Printer className="size-4" aria-hidden="true" /> Yazdır
          </Button>
          <DownloadLink href="/api/me/export" label="Verilerimi İndir (JSON)" />
        </div>
      </header>
      {data ? (
        <>
          <Section title="Hesap">
            <AccountPart a={data.account} />
            {data.verifications.length > 0 && (
              <div className="mt-4">
                <h3 className="mb-2 font-semibold">Sosyal medya doğrulamaları</h3>
                <VerificationsPart rows={data.verifications} />
              </div>
            )}
          </Section>
          <Section title="Puan Geçmişi" count={data.pointsHistory.length}>
            <PointsPart rows={data.pointsHistory} />
          </Section>
          <Section title="Biletler" count={data.ticketApplications.length + data.drawWins.length}>
            <TicketsPart data={data} />
          </Section>
          <Section title="Siparişler" count={data.purchases.length}>
            <OrdersPart rows={data.purchases} />
          </Section>
          <Section title="Etkinlikler" count={data.eventParticipations.length}>
            <EventsPart rows={data.eventParticipations} />
          </Section>
          <Section title="Bonus Avı Tahminleri" count={data.huntPredictions.length}>
            <PredictionsPart rows={data.huntPredictions} />
          </Section>
          <Section title="Kick">
            <KickPart link={data.kickLink} />
          </Section>
          <Section title="Oturumlar" count={data.sessions.length}>
            <SessionsPart rows={data.sessions} />
          </Section>
        </>
      ) : query.error ? (
        <LoadFailed what="Verileriniz" query={query} />
      ) : (
        <Spinner />
      )}
      <p className="print:hidden">
        <Link to="/kvkk" className={buttonClass('ghost', 'sm')}>
          Aydınlatma Metni
        </Link>
      </p>
    </article>
  );
}
