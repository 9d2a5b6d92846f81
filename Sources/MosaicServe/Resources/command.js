// "Copy as command": the `mosaic layout …` line that computes what the page
// shows — the layout (its name, plugin file or spec), the parameters that
// differ from their defaults (-p), the item counts (--items), the viewport,
// the content offset and the sideways sections' offsets — so that a view
// found in the page can be exported, diffed or put in a script.

/**
 * The command, as one shell line.
 * @param {object} layout the last `layout` message
 * @param {{x: number, y: number}} offset the content offset shown
 * @param {Map<number, number>} sectionOffsets the orthogonal sections' offsets
 * @param {boolean} itemsChanged whether the page changed the items (a count, a batch update)
 */
export function layoutCommand(layout, offset, sectionOffsets, itemsChanged) {
  const args = ['mosaic', 'layout'];
  const source = layout.source || {};
  const file = typeof source.file === 'string' ? source.file : null;
  if (source.kind === 'spec' && file) {
    args.push(layout.name === 'compositional' || !/\.swift$/.test(file) ? 'compositional' : layout.name,
      /\.swift$/.test(file) ? '--swift' : '--spec', file);
  } else if (file && (source.kind === 'plugin' || source.kind === 'repl')) {
    args.push(file);
  } else {
    args.push(layout.name);
  }
  for (const p of layout.parameters || []) {
    if (JSON.stringify(p.value) === JSON.stringify(p.default)) continue;
    args.push('-p', `${p.name}=${valueText(p.value)}`);
  }
  // The items as the command line made them (--data, --heights, --seed,
  // --measure) while the page keeps them; counts once the page changed them
  // (then a data file's items and their measures no longer apply).
  const given = Array.isArray(source.arguments) ? source.arguments : [];
  const sections = Array.isArray(layout.sections) && layout.sections.length ? layout.sections : [layout.items];
  const counts = sections.join(',');
  const kept = !itemsChanged;
  const hasData = given.includes('--data');
  for (let i = 0; i + 1 < given.length; i += 2) {
    if (!kept && (given[i] === '--data' || given[i] === '--measure')) continue;
    args.push(given[i], given[i + 1]);
  }
  if (!(kept && hasData)) args.push('--items', counts);
  args.push('--viewport', `${layout.viewport.width}x${layout.viewport.height}`);
  if (offset.x || offset.y) args.push('--offset', `${offset.x},${offset.y}`);
  for (const [section, x] of [...sectionOffsets].sort((a, b) => a[0] - b[0])) {
    args.push('--section-offset', `${section}:${x}`);
  }
  return args.map(quoted).join(' ');
}

/** A parameter value as `-p` takes it: insets t,l,b,r, sizes W,H, per-section lists. */
function valueText(v) {
  if (Array.isArray(v)) return v.map(valueText).join(v.some((e) => typeof e === 'object' && e && 'top' in e) ? ';' : ',');
  if (v && typeof v === 'object' && 'top' in v) return [v.top, v.left, v.bottom, v.right].join(',');
  if (v && typeof v === 'object' && 'width' in v) return `${v.width},${v.height}`;
  return String(v);
}

/** A word as a POSIX shell reads it back: bare when it is safe, else in single quotes. */
function quoted(word) {
  return /^[A-Za-z0-9_@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
