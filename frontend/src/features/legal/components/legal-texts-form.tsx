import { type LegalDoc, UpdateLegalTextRequest } from '@app/contracts';
import { Field } from '@/components/ui/field';
import { SaveButton } from '@/components/ui/save-button';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { useSettingsForm } from '@/lib/settings-form';
import { useLegalText } from '../api/get-legal-text';
import { useSaveLegalText } from '../api/save-legal-text';

const NAMES: Record<LegalDoc, { name: string; path: string }> = {
  kvkk: { name: 'Aydınlatma Metni', path: '/kvkk' },
  cookies: { name: 'Çerez Politikası', path: '/cerez-politikasi' },
};

function LegalTextForm({ doc, title, body }: { doc: LegalDoc; title: string; body: string }) {
  const { name, path } = NAMES[doc];
  const { f, onSubmit, pending } = useSettingsForm(UpdateLegalTextRequest, {
    values: { title, body },
    save: useSaveLegalText(doc),
    saved: `${name} güncellendi`,
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={name}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-bold">{name}</h2>
        <a
          href={path}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400"
        >
          Sayfayı aç ({path})
        </a>
      </div>
      <Field label="Başlık" required maxLength={200} {...f.field('title')} />
      <TextareaField
        label="Metin"
        required
        rows={12}
        hint="Paragrafları boş bir satırla ayırın. Metin düz yazı olarak gösterilir."
        {...f.field('body')}
      />
      <div className="flex justify-end">
        <SaveButton pending={pending} />
      </div>
    </form>
  );
}

function LoadedForm({ doc }: { doc: LegalDoc }) {
  const { data } = useLegalText(doc);
  return data ? <LegalTextForm doc={doc} title={data.title} body={data.body} /> : <Spinner />;
}

/** Site settings' 'Yasal Metinler' tab (super_admin): the two texts KVKK asks the operator to publish. */
export function LegalTextsForm() {
  return (
    <div className="space-y-10">
      <LoadedForm doc="kvkk" />
      <LoadedForm doc="cookies" />
    </div>
  );
}
