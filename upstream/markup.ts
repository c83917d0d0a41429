/** Text made safe inside HTML or SVG, text or attribute: the stand-in's pages, pictures and descriptions. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
