/**
 * A part title as LDraw writes it, from the BrickLink-style title Studio gives the
 * parts it embeds ("Plate, Round 1 x 1" for LDraw's "Plate 1 x 1 Round"), so the
 * classifier, which reads LDraw's words, reads Studio's parts too. Titles without
 * BrickLink's commas are LDraw's already and are kept.
 */
export function fromBrickLinkTitle(title: string): string {
  if (!title.includes(', ')) return title;
  return title
    .replace(/^Minifigure, /, 'Minifig ')
    // BrickLink's "Wedge, Plate 3 x 2" is LDraw's "Wing 2 x 3": its length first.
    .replace(/^Wedge, Plate (\d+) x (\d+)/, 'Wing $2 x $1')
    .replace(/^Slope, /, 'Slope Brick ')
    .replace(/^(\w+), Modified /, '$1 ')
    .replace(/^(\w+), Round (\d+(?:\.\d+)? x \d+(?:\.\d+)?(?: x \d+(?:\.\d+)?)?)/, '$1 $2 Round')
    .replace(/, /g, ' ');
}
