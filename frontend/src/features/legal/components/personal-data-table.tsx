import { PERSONAL_DATA_KINDS } from '@app/contracts';

/** Every kind of personal data the site keeps, from the one list that personal-data.ts is tested against. */
export function PersonalDataTable() {
  return (
    <section aria-labelledby="islenen-veriler" className="mt-10">
      <h2 id="islenen-veriler" className="text-xl font-bold">
        İşlenen Kişisel Veriler
      </h2>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
        Her veri türü için amacı, hukuki sebebi (KVKK m. 5) ve saklama süresi.
      </p>
      <ul className="mt-4 space-y-4">
        {PERSONAL_DATA_KINDS.map((kind) => (
          <li
            key={kind.id}
            data-kind={kind.id}
            className="break-inside-avoid rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          >
            <h3 className="font-semibold">{kind.title}</h3>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{kind.data}</p>
            <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[9rem_1fr]">
              <dt className="font-semibold text-slate-600 dark:text-slate-400">Amaç</dt>
              <dd>{kind.purpose}</dd>
              <dt className="font-semibold text-slate-600 dark:text-slate-400">Hukuki sebep</dt>
              <dd>{kind.legalGround}</dd>
              <dt className="font-semibold text-slate-600 dark:text-slate-400">Saklama süresi</dt>
              <dd>{kind.retention}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
