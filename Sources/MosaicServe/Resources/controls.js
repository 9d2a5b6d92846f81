// The side panel's parameter controls, built from the layout's own
// description (the `parameters` of a `layout` message): a slider and a number
// field for a number or an integer, a menu for a choice, a switch for a
// boolean, a text field in the command line's form for insets and sizes, and
// one field per section for a per-section value (`perSection`, whose
// `element` describes one value).

export class Controls {
  /**
   * @param {HTMLElement} root where the controls go
   * @param {(name: string, value: any) => Promise<object>} set sends a `set`;
   *   the promise gives the reply (`error` when refused)
   */
  constructor(root, set) {
    this.root = root;
    this.set = set;
    this.signature = '';
    this.rows = new Map(); // name -> {refresh(parameter), error(text)}
  }

  /** Builds the controls for a layout, or refreshes their values. */
  update(layout) {
    const parameters = layout.parameters || [];
    const sections = (layout.sections || []).length || 1;
    const signature = JSON.stringify(parameters.map((p) => [p.name, p.kind, p.element, p.choices, p.min, p.max])) + sections;
    if (signature !== this.signature) {
      this.signature = signature;
      this.root.replaceChildren();
      this.rows.clear();
      if (!parameters.length) {
        const p = document.createElement('p');
        p.className = 'hint';
        p.textContent = 'This layout has no parameters.';
        this.root.appendChild(p);
      }
      for (const p of parameters) this.root.appendChild(this.build(p, sections));
    }
    for (const p of parameters) this.rows.get(p.name)?.refresh(p);
  }

  build(p, sections) {
    const row = document.createElement('div');
    row.className = 'param';
    row.dataset.parameter = p.name;
    const head = document.createElement('div');
    head.className = 'param-head';
    const name = document.createElement('span');
    name.className = 'param-name';
    name.textContent = p.name;
    head.appendChild(name);
    row.appendChild(head);
    if (p.summary) row.title = p.summary;
    const error = document.createElement('div');
    error.className = 'param-error';
    // The parameter as the layout last had it: a refused value puts the
    // control back to it (the error stays shown until the next value).
    let current = p;
    const send = async (value) => {
      error.textContent = '';
      row.classList.remove('invalid');
      const reply = await this.set(p.name, value);
      if (reply && reply.type === 'error') {
        error.textContent = reply.message;
        row.classList.add('invalid');
        refresh(current, true);
      }
    };
    let refresh;
    if (p.kind === 'perSection') {
      const kind = p.element?.kind === 'perSection' ? 'text' : p.element?.kind;
      refresh = this.perSection(row, { ...p, ...(p.element || {}), kind, name: p.name, value: p.value }, sections, send);
    } else if (p.kind === 'number' || p.kind === 'integer') {
      refresh = this.number(row, head, p, send);
    } else if (p.kind === 'choice') {
      refresh = this.choice(head, p, send);
    } else if (p.kind === 'boolean') {
      refresh = this.boolean(head, p, send);
    } else {
      refresh = this.text(row, p, send);
    }
    row.appendChild(error);
    this.rows.set(p.name, { refresh: (q) => { current = q; refresh(q, false); } });
    return row;
  }

  number(row, head, p, send) {
    const field = numberField(p);
    field.className = 'param-number';
    head.appendChild(field);
    const slider = document.createElement('input');
    slider.type = 'range';
    slider.step = p.kind === 'integer' ? '1' : 'any';
    const range = document.createElement('div');
    range.className = 'param-range';
    const lowLabel = document.createElement('span');
    const highLabel = document.createElement('span');
    range.append(lowLabel, slider, highLabel);
    row.appendChild(range);
    // The slider's ends: set before its value, which the browser clamps to them.
    const span = (value) => {
      const [lo, hi] = sliderRange(p, value);
      slider.min = String(lo);
      slider.max = String(hi);
      lowLabel.textContent = fmt(lo);
      highLabel.textContent = fmt(hi);
    };
    span(Number(p.value));
    let frame = 0;
    slider.addEventListener('input', () => {
      field.value = slider.value;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => send(Number(slider.value)));
    });
    field.addEventListener('change', () => {
      const v = Number(field.value);
      if (field.value.trim() === '' || !Number.isFinite(v)) return;
      span(v);
      slider.value = String(v);
      send(v);
    });
    return (q, force) => {
      if (force || document.activeElement !== field) field.value = String(q.value);
      if (force || document.activeElement !== slider) {
        span(Number(q.value));
        slider.value = String(q.value);
      }
    };
  }

  choice(head, p, send) {
    const menu = document.createElement('select');
    for (const c of Array.isArray(p.choices) ? p.choices : []) {
      const o = document.createElement('option');
      o.value = o.textContent = String(c);
      menu.appendChild(o);
    }
    head.appendChild(menu);
    menu.addEventListener('change', () => send(menu.value));
    return (q) => { menu.value = String(q.value); };
  }

  boolean(head, p, send) {
    const label = document.createElement('label');
    label.className = 'switch';
    const box = document.createElement('input');
    box.type = 'checkbox';
    const knob = document.createElement('span');
    label.append(box, knob);
    head.appendChild(label);
    box.addEventListener('change', () => send(box.checked));
    return (q) => { box.checked = q.value === true; };
  }

  perSection(row, p, sections, send) {
    const list = document.createElement('div');
    list.className = 'param-sections';
    const fields = [];
    const numeric = p.kind === 'number' || p.kind === 'integer';
    const values = () => fields.map((f) => (numeric ? Number(f.value) : f.value));
    for (let s = 0; s < sections; s++) {
      const label = document.createElement('label');
      label.textContent = `§${s}`;
      const f = numeric ? numberField(p) : textField();
      f.dataset.section = String(s);
      f.addEventListener('change', () => send(values()));
      label.appendChild(f);
      list.appendChild(label);
      fields.push(f);
    }
    row.appendChild(list);
    return (q, force) => {
      const v = Array.isArray(q.value) ? q.value : [q.value];
      fields.forEach((f, i) => {
        if (force || document.activeElement !== f) f.value = show(v[Math.min(i, v.length - 1)]);
      });
    };
  }

  text(row, p, send) {
    const f = textField();
    row.appendChild(f);
    f.addEventListener('change', () => send(f.value));
    return (q, force) => {
      if (force || document.activeElement !== f) f.value = show(q.value);
    };
  }
}

/**
 * A number slider's ends [lo, hi]: the parameter's range when it is finite
 * and at most 1,000 wide; otherwise four times the default's size (100 for
 * a default of 0) above zero, and as far below when the default is
 * negative, or 0 and the range goes below zero; within the parameter's
 * bounds, and widened to take in `value` (a value typed in the field).
 */
export function sliderRange(p, value) {
  const min = Number.isFinite(p.min) ? p.min : -Infinity, max = Number.isFinite(p.max) ? p.max : Infinity;
  let lo, hi;
  if (max - min <= 1000) {
    lo = min;
    hi = max;
  } else {
    const d = Number(p.default ?? p.value) || 0;
    const reach = d !== 0 ? Math.abs(d) * 4 : 100;
    lo = Math.max(min, d < 0 || (d === 0 && min < 0) ? -reach : 0);
    hi = Math.min(max, reach);
    if (!(hi > lo)) hi = Math.min(max, lo + reach);
  }
  if (Number.isFinite(value) && value >= min && value <= max) {
    lo = Math.min(lo, value);
    hi = Math.max(hi, value);
  }
  return [lo, hi];
}

function numberField(p) {
  const f = document.createElement('input');
  f.type = 'number';
  if (Number.isFinite(p.min)) f.min = String(p.min);
  if (Number.isFinite(p.max)) f.max = String(p.max);
  f.step = p.kind === 'integer' ? '1' : 'any';
  return f;
}

function textField() {
  const f = document.createElement('input');
  f.type = 'text';
  f.spellcheck = false;
  return f;
}

/** A value in the command line's form: insets as top,left,bottom,right. */
function show(v) {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(show).join(';');
  if (typeof v === 'object' && 'top' in v) return [v.top, v.left, v.bottom, v.right].join(',');
  if (typeof v === 'object' && 'width' in v) return `${v.width},${v.height}`;
  return String(v);
}

function fmt(n) {
  return Math.abs(n) >= 1e6 ? n.toExponential(0) : String(Math.round(n * 1000) / 1000);
}
