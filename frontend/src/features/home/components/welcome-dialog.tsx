import { useAtom } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { hasSeenWelcomeAtom } from '../stores/welcome';

const WelcomeDialogPanel = lazy(() => import('./welcome-dialog-panel').then((m) => ({ default: m.WelcomeDialogPanel })));

/** Spec §9: the dialog opens one second after the home page loads. */
export const WELCOME_DELAY_MS = 1000;

interface WelcomeDialogProps {
  image?: string;
  title?: string;
  subtitle?: string;
}

/** The home page's welcome (spec §2): once, after 1 s, until 'Devam Et' (or closing it) is pressed. */
export function WelcomeDialog(props: WelcomeDialogProps) {
  const [seen, setSeen] = useAtom(hasSeenWelcomeAtom);
  const [open, setOpen] = useState(false);
  // Set with the first opening, never cleared: the dialog stays mounted to play its closing transition.
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (seen) return;
    const timer = setTimeout(() => {
      setOpen(true);
      setOpened(true);
    }, WELCOME_DELAY_MS);
    return () => clearTimeout(timer);
  }, [seen]);

  const dismiss = () => {
    setOpen(false);
    setSeen(true);
  };

  // Not due yet, or already seen on an earlier visit: the dialog's code is not fetched.
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialogPanel open={open && !seen} onDismiss={dismiss} {...props} />
    </Suspense>
  );
}
