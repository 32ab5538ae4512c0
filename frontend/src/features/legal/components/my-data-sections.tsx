import type { MemberDataExport } from '@app/contracts';
import { roleLabels } from '@app/contracts/plain';
import type { ReactNode } from 'react';
import { formatNumber, formatSigned } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { APPLICATION_STATUS, formatLira, ORDER_STATUS, orDash, PLATFORM, yesNo } from './my-data-labels';

type Data = MemberDataExport;

/** A titled part of the page; an empty list says so instead of showing an empty table. */
export function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  const id = `bolum-${title.toLocaleLowerCase('tr').replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="break-inside-avoid-page">
      <h2 id={id} className="border-b border-slate-200 pb-2 text-xl font-bold dark:border-slate-800 print:border-black">
        {title}
        {count !== undefined && <span className="ml-2 text-sm font-medium text-slate-500">({formatNumber(count)})</span>}
      </h2>
      <div className="mt-3">{count === 0 ? <p className="text-sm text-slate-500">Kayıt yok.</p> : children}</div>
    </section>
  );
}

/** Rows of label / value pairs (the account, the Kick link). */
function Pairs({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-600 dark:text-slate-400 print:text-black">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A plain table that stays readable on a phone (it scrolls inside itself) and on paper. */
function Rows({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-800 print:border-black">
            {head.map((h) => (
              <th key={h} scope="col" className="py-2 pr-4 font-semibold whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i} className="border-b border-slate-100 align-top dark:border-slate-800/60 print:border-slate-400">
              {cells.map((c, k) => (
                <td key={k} className="py-2 pr-4">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export const AccountPart = ({ a }: { a: Data['account'] }) => (
  <Pairs
    rows={[
      ['Kullanıcı adı', a.username],
      ['E-posta', a.email],
      ['Ad', orDash(a.firstName)],
      ['Soyad', orDash(a.lastName)],
      ['Telefon', orDash(a.phone)],
      ['Yayın bağlantısı', orDash(a.streamUrl)],
      ['Rol', roleLabels[a.role as keyof typeof roleLabels] ?? a.role],
      ['Puan', formatNumber(a.points)],
      ['Telegram doğrulandı', yesNo(a.telegramVerified)],
      ['Telegram kullanıcı adı', orDash(a.telegramUsername)],
      ['Hesap askıya alındı', yesNo(a.banned)],
      ['Kayıt tarihi', formatDateTime(a.createdAt)],
    ]}
  />
);

export const PointsPart = ({ rows }: { rows: Data['pointsHistory'] }) => (
  <Rows
    head={['Tarih', 'Açıklama', 'Değişim', 'Bakiye']}
    rows={rows.map((r) => [formatDateTime(r.at), r.description, formatSigned(r.delta), formatNumber(r.balance)])}
  />
);

export const TicketsPart = ({ data }: { data: Data }) => (
  <div className="space-y-4">
    <Rows
      head={['Tarih', 'Firma', 'Kullanıcı adı', 'Yatırım', 'Bilet', 'Durum', 'Not']}
      rows={data.ticketApplications.map((t) => [
        formatDateTime(t.createdAt),
        t.ticketCompany.name,
        t.username,
        formatLira(t.investmentAmount),
        formatNumber(t.ticketCount),
        APPLICATION_STATUS[t.status] ?? t.status,
        orDash(t.adminNote),
      ])}
    />
    {data.ticketNumbers.length > 0 && (
      <Rows
        head={['Bilet numarası', 'Firma']}
        rows={data.ticketNumbers.map((n) => [n.ticketNumber, n.ticketApplication.ticketCompany.name])}
      />
    )}
    {data.drawWins.length > 0 && (
      <Rows
        head={['Çekiliş', 'Ödül', 'Kazanan katılım', 'Tarih']}
        rows={data.drawWins.map((w) => [w.title, orDash(w.prize), w.entry, formatDateTime(w.drawnAt)])}
      />
    )}
  </div>
);

export const OrdersPart = ({ rows }: { rows: Data['purchases'] }) => (
  <Rows
    head={['Tarih', 'Ödül', 'Puan', 'Durum']}
    rows={rows.map((o) => [
      formatDateTime(o.purchasedAt),
      o.rewardTitle,
      formatNumber(o.pointsSpent),
      o.cancelReason ? `${ORDER_STATUS[o.status] ?? o.status} (${o.cancelReason})` : (ORDER_STATUS[o.status] ?? o.status),
    ])}
  />
);

export const EventsPart = ({ rows }: { rows: Data['eventParticipations'] }) => (
  <Rows
    head={['Tarih', 'Etkinlik', 'Mesajınız', 'Telegram']}
    rows={rows.map((p) => [formatDateTime(p.createdAt), orDash(p.eventTitle), orDash(p.message), orDash(p.telegramUsername)])}
  />
);

export const PredictionsPart = ({ rows }: { rows: Data['huntPredictions'] }) => (
  <Rows
    head={['Tarih', 'Bonus avı', 'Tahmin (toplam kazanç)', 'En iyi slot']}
    rows={rows.map((p) => [formatDateTime(p.submittedAt), orDash(p.huntTitle), formatLira(p.finalWin), orDash(p.bestSlotName)])}
  />
);

export const KickPart = ({ link }: { link: Data['kickLink'] }) =>
  link ? (
    <Pairs
      rows={[
        ['Kick kullanıcı adı', link.kickUsername],
        ['Kick hesap numarası', String(link.kickUserId)],
        ['Bağlandığı tarih', formatDateTime(link.linkedAt)],
      ]}
    />
  ) : (
    <p className="text-sm text-slate-500">Bağlı Kick hesabı yok.</p>
  );

export const SessionsPart = ({ rows }: { rows: Data['sessions'] }) => (
  <Rows
    head={['Başlangıç', 'Son kullanım', 'Tarayıcı', 'Sistem', 'Adres']}
    rows={rows.map((s) => [
      formatDateTime(s.startedAt),
      s.lastSeenAt ? formatDateTime(s.lastSeenAt) : '—',
      orDash(s.browser),
      orDash(s.os),
      orDash(s.address),
    ])}
  />
);

export const VerificationsPart = ({ rows }: { rows: Data['verifications'] }) => (
  <Rows
    head={['Tarih', 'Platform', 'Kullanıcı adı', 'Durum', 'Puan']}
    rows={rows.map((v) => [
      formatDateTime(v.createdAt),
      PLATFORM[v.platform] ?? v.platform,
      v.platformUsername,
      APPLICATION_STATUS[v.status] ?? v.status,
      formatNumber(v.points),
    ])}
  />
);
