/** What the dialog keeps free around itself, in the page's CSS px, once zoomed. */
const MARGIN = 32;

/**
 * The zoom that gives the welcome dialog the size it has on a page laid out at the device's own width.
 * The home page lays out 1280 px wide on every device (spec §2, zoom locked), so a 390 px phone draws
 * it at under a third of its size: the dialog, 448 px wide, would be 137 px on the screen, its text
 * 5 px high. Zoomed by the page width over the device width (in the current orientation), as far as
 * the window's height leaves room for the whole panel (`panelHeight`, unzoomed); never below 1, so a
 * desktop, whose screen is wider than the page, sees it as it is.
 */
export function welcomeZoom(panelHeight: number): number {
  const landscape = window.matchMedia('(orientation: landscape)').matches;
  const deviceWidth = landscape ? Math.max(screen.width, screen.height) : Math.min(screen.width, screen.height);
  const byWidth = document.documentElement.clientWidth / deviceWidth;
  const byHeight = (window.innerHeight - MARGIN) / Math.max(1, panelHeight);
  return Math.max(1, Math.min(byWidth, byHeight));
}
