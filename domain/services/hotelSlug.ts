/** The public path of a hotel (/hoteles/[slug]) from its name: 'Meliá Varadero' → 'melia-varadero'. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200);
  return slug || 'hotel';
}
