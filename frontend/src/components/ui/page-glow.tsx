/** The soft brand-coloured glow behind a public list page's heading (draws, events, market). */
export function PageGlow() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-x-0 -top-32 -z-10 mx-auto h-80 max-w-4xl rounded-full bg-gradient-to-r from-brand-500/20 via-accent-500/15 to-brand-500/10 blur-3xl"
    />
  );
}
