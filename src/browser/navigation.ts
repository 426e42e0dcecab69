/**
 * The only script on most pages (a few hundred bytes): the native popover and <details> do the
 * work; this closes them when a link inside is followed or, for the dropdown, on Escape or a
 * click elsewhere.
 */
export function enhanceNavigation(doc: Document): void {
  const menu = doc.getElementById('mobile-menu');
  menu?.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a') && menu.matches(':popover-open')) menu.hidePopover();
  });

  const dropdowns = [...doc.querySelectorAll<HTMLDetailsElement>('.dropdown details')];
  // A click on a dropdown's own summary toggles it natively; any other click (a link inside it,
  // or anywhere else) closes it.
  doc.addEventListener('click', (event) => {
    const target = event.target as Node;
    for (const d of dropdowns) if (d.open && !d.querySelector('summary')?.contains(target)) d.open = false;
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = dropdowns.find((d) => d.open);
    if (!open) return;
    open.open = false;
    open.querySelector('summary')?.focus();
  });
}
