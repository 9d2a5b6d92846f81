// Viewport presets: common phone and tablet sizes in points (portrait), and
// a free size that the W and H fields set.

export const PRESETS = [
  { name: 'iPhone SE', width: 375, height: 667 },
  { name: 'iPhone 15', width: 393, height: 852 },
  { name: 'iPhone 15 Pro Max', width: 430, height: 932 },
  { name: 'iPad mini', width: 744, height: 1133 },
  { name: 'iPad Pro 11', width: 834, height: 1194 },
  { name: 'Free size' },
];

/** The preset of a size, portrait or landscape, or "Free size". */
export function presetFor(width, height) {
  const p = PRESETS.find((q) => (q.width === width && q.height === height) || (q.width === height && q.height === width));
  return p ? p.name : 'Free size';
}
