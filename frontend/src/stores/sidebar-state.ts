import { atom, useAtom } from 'jotai';

const cookieName = 'sidebar_state';
const maxAgeSeconds = 60 * 60 * 24 * 7;

function readCookie(): boolean {
  if (typeof document === 'undefined') return true;
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${cookieName}=`));
  return match ? match.split('=')[1] !== 'false' : true;
}

const openBaseAtom = atom(readCookie());

/** Whether the desktop admin sidebar is expanded; remembered in a cookie for 7 days. */
export const sidebarOpenAtom = atom(
  (get) => get(openBaseAtom),
  (_get, set, open: boolean) => {
    set(openBaseAtom, open);
    document.cookie = `${cookieName}=${open}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`;
  },
);

export function useSidebarOpen() {
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  return { open, setOpen, toggle: () => setOpen(!open) };
}
