import type { PublicEvent } from '@app/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { useCurrentUser } from '@/lib/current-user';
import { ApiRequestError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useJoinEvent } from '../api/join-event';

const REDIRECT_DELAY_MS = 500;

/**
 * 'Kullanıcı Adı veya ID' and Katıl. The message is not checked here (spec §5): the server judges
 * it. Login and Telegram are checked first so the member is sent where they can fix it.
 */
export function JoinForm({ event }: { event: PublicEvent }) {
  const [message, setMessage] = useState('');
  const { data: user } = useCurrentUser();
  const join = useJoinEvent(event.id);
  const navigate = useNavigate();

  const toLogin = () => {
    toast.error('Giriş Yapın', { description: 'Etkinliğe katılmak için giriş yapmalısınız' });
    setTimeout(() => void navigate({ to: '/giris', search: { redirect: `/etkinlikler/${event.id}` } }), REDIRECT_DELAY_MS);
  };
  const toProfile = () => {
    toast.error('Telegram Doğrulama Gerekli', {
      description: 'Bu etkinliğe katılmak için Telegram doğrulaması yapmalısınız',
    });
    setTimeout(() => void navigate({ href: '/profil' }), REDIRECT_DELAY_MS);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!user) return toLogin();
    if (event.requiresTelegramVerification && !user.telegramVerified) return toProfile();
    // The promise, not mutate's callbacks: those are dropped once the form unmounts, and the joined state
    // (the socket's notice, or the join's own refetch) replaces the form, often before the answer is
    // read on a slow device. The member must still hear that the join went through (issue 39).
    join.mutateAsync({ message }).then(
      () => {
        setMessage('');
        toast.success('Başarılı', { description: 'Etkinliğe katıldınız' });
      },
      (error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 401) return toLogin();
        if (error instanceof ApiRequestError && error.code === 'telegram_verification_required') return toProfile();
        const reason = error instanceof Error ? error.message : '';
        toast.error('Katılım başarısız', { description: reason || 'Katılım sırasında bir hata oluştu' });
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Etkinliğe katıl">
      <TextareaField
        label="Kullanıcı Adı veya ID"
        name="message"
        rows={3}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        placeholder="Örn. kullanıcı adınız veya üye numaranız"
      />
      <Button type="submit" size="lg" className="w-full" pending={join.isPending}>
        {join.isPending ? 'Gönderiliyor...' : 'Katıl'}
      </Button>
    </form>
  );
}
