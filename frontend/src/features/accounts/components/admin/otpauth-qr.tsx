import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';

/**
 * The otpauth:// address as a QR code for an authenticator app. `qrcode` (a well-kept encoder) is
 * loaded here, on the one screen that draws it, not with the admin area; drawn as SVG, so it stays
 * sharp at any zoom and needs no canvas. Kept out of the cache once the screen is left (it holds the key).
 */
export function OtpauthQr({ url }: { url: string }) {
  const svg = useQuery({
    queryKey: ['otpauth-qr', url],
    queryFn: async () => {
      const { toString } = await import('qrcode');
      return toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0f172a', light: '#ffffff' } });
    },
    gcTime: 0,
  });
  return (
    <div className="grid size-52 shrink-0 place-items-center rounded-xl border border-slate-200 bg-white p-2 dark:border-slate-700">
      {svg.data ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.data)}`}
          alt="Kimlik doğrulama uygulamasıyla taranacak QR kodu"
          className="size-full"
          data-testid="otpauth-qr"
        />
      ) : svg.error ? (
        <p className="p-3 text-center text-xs text-red-600">QR kodu çizilemedi; anahtarı elle girin.</p>
      ) : (
        <LoaderCircle className="size-6 animate-spin text-brand-500" aria-label="QR kodu hazırlanıyor" />
      )}
    </div>
  );
}
