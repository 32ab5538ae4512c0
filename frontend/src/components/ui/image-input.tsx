import { IMAGE_ACCEPT, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, UploadResponse } from '@app/contracts';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useMutation } from '@tanstack/react-query';
import { ImageOff, ImageUp, Link2, LoaderCircle, X } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { api, ApiRequestError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { showError, toast } from '@/lib/toast';
import { FieldLabel, inputClass } from './field';

export interface ImageInputProps {
  id?: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** Required images have no clear button (spec §2). */
  required?: boolean;
  /** Allowed file types; JPG, PNG and WebP by default, 'image/*' for event photos. */
  accept?: string;
  hint?: string;
  error?: string;
  /** false when the caller shows the image its own way (e.g. a 21:9 banner preview). */
  showPreview?: boolean;
}

/** POST /api/upload (staff): the server judges the bytes and answers the stored image's URL. */
export function uploadImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  return api.post('/api/upload', body, { schema: UploadResponse });
}

/** Whether a file's declared type is in an `accept` list ('image/png,image/webp' or 'image/*'). */
export function accepts(accept: string, type: string) {
  return accept.split(',').some((token) => {
    const t = token.trim().toLowerCase();
    return t.endsWith('/*') ? type.toLowerCase().startsWith(t.slice(0, -1)) : type.toLowerCase() === t;
  });
}

const tabClass =
  'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 transition ' +
  'hover:text-slate-900 focus:outline-none data-focus:ring-2 data-focus:ring-brand-500 dark:text-slate-400 dark:hover:text-white ' +
  'data-selected:bg-white data-selected:text-slate-900 data-selected:shadow-sm dark:data-selected:bg-slate-700 dark:data-selected:text-white';

/**
 * The shared image input (spec §2): a URL tab or a file tab, a preview with a 'Görsel yüklenemedi'
 * placeholder when the image does not load, and a clear button unless the image is required.
 * A chosen file is uploaded at once and the field takes the stored image's URL, so events stay small.
 */
export function ImageInput({
  id,
  label,
  value,
  onChange,
  required,
  accept = IMAGE_ACCEPT,
  hint,
  error,
  showPreview = true,
}: ImageInputProps) {
  const autoId = useId();
  const inputId = id ?? `image-${autoId}`;
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: uploadImage, meta: { silent: true } });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire again
    if (!file) return;
    if (file.type && !accepts(accept, file.type)) return showError(new Error(UPLOAD_MESSAGES.onlyImages));
    if (file.size > MAX_UPLOAD_BYTES) return showError(new Error(UPLOAD_MESSAGES.tooLarge));
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        onChange(url);
        toast.success('Başarılı', { description: 'Dosya yüklendi' });
      },
      onError: (err) => showError(err instanceof ApiRequestError && err.message ? err : new Error(UPLOAD_MESSAGES.failed)),
    });
  };

  const broken = !!value && brokenSrc === value;
  return (
    <div className="space-y-2" data-testid="image-input">
      <FieldLabel htmlFor={inputId} label={label} required={required} />
      <TabGroup>
        <TabList className="inline-flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-800/80">
          <Tab className={tabClass}>
            <Link2 className="size-4" aria-hidden="true" /> URL
          </Tab>
          <Tab className={tabClass}>
            <ImageUp className="size-4" aria-hidden="true" /> Dosya Yükle
          </Tab>
        </TabList>
        <TabPanels className="mt-2">
          {/* Both panels stay mounted so the label always points at a real input. */}
          <TabPanel unmount={false}>
            <input
              id={inputId}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={value ?? ''}
              onChange={(e) => onChange(e.target.value ? e.target.value : null)}
              aria-invalid={error ? true : undefined}
              className={cn(inputClass, error ? 'border-red-500' : 'border-slate-300 dark:border-slate-700')}
            />
          </TabPanel>
          <TabPanel unmount={false}>
            <label
              className={cn(
                'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed px-4 py-5 text-center transition',
                'border-slate-300 hover:border-brand-500 hover:bg-brand-500/5 dark:border-slate-700',
                'focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/40',
                upload.isPending && 'pointer-events-none opacity-70',
              )}
            >
              {upload.isPending ? (
                <LoaderCircle className="size-6 animate-spin text-brand-500" aria-hidden="true" />
              ) : (
                <ImageUp className="size-6 text-brand-500" aria-hidden="true" />
              )}
              <span className="text-sm font-medium">{upload.isPending ? 'Yükleniyor...' : 'Dosya seçin'}</span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {accept === IMAGE_ACCEPT ? 'JPG, PNG veya WebP' : 'Görsel dosyası'}, en fazla 100MB
              </span>
              <input
                type="file"
                accept={accept}
                className="sr-only"
                aria-label={`${label} dosyası`}
                disabled={upload.isPending}
                onChange={onFile}
              />
            </label>
          </TabPanel>
        </TabPanels>
      </TabGroup>

      {value && showPreview && (
        <div className="relative flex h-36 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-[repeating-conic-gradient(#94a3b81a_0%_25%,transparent_0%_50%)] bg-[length:16px_16px] dark:border-slate-800">
          {broken ? (
            <div className="flex flex-col items-center gap-1.5 text-slate-500 dark:text-slate-400" data-testid="image-broken">
              <ImageOff className="size-6" aria-hidden="true" />
              <span className="text-sm">Görsel yüklenemedi</span>
            </div>
          ) : (
            <img
              src={value}
              alt={`${label} önizlemesi`}
              className="max-h-full max-w-full object-contain"
              onError={() => setBrokenSrc(value)}
              onLoad={() => setBrokenSrc(null)}
            />
          )}
          {!required && (
            <button
              type="button"
              onClick={() => onChange(null)}
              aria-label="Görseli kaldır"
              title="Görseli kaldır"
              className="absolute top-2 right-2 grid size-8 place-items-center rounded-full bg-slate-900/70 text-white transition hover:bg-red-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
      )}
      {hint && !error && <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
      {error && (
        <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
