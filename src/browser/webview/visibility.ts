// Tells the host which sections are on screen, so that when the quota is short their requests
// go before those of sections scrolled out of view (src/editor/panelHost/sections.ts).
import type { SectionId } from '../../shared/protocol/views';
import { post } from './host';

const sectionOf = new Map<Element, SectionId>();
const onScreen = new Set<Element>();
let reported = '';

const observer = new IntersectionObserver((entries) => {
  for (const entry of entries) {
    if (entry.isIntersecting) onScreen.add(entry.target);
    else onScreen.delete(entry.target);
  }
  const sections = [...new Set([...onScreen].map((el) => sectionOf.get(el)!))].sort();
  const key = sections.join();
  if (key === reported) return;
  reported = key;
  post({ type: 'visible', sections });
});

/** The page is built anew: the old sections are on screen no more. */
export function forgetVisibility(): void {
  observer.disconnect();
  sectionOf.clear();
  onScreen.clear();
}

export function watchVisibility(root: Element, section: SectionId): void {
  sectionOf.set(root, section);
  observer.observe(root);
}
