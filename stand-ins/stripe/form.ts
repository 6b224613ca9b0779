/** A form or query value as Stripe clients send it: `a[b][0]=x` decodes to `{ a: { b: ['x'] } }`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Decodes `application/x-www-form-urlencoded` text with bracketed keys (how the Stripe SDKs encode). */
export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = splitKey(key);
    if (!path || path.some((part) => UNSAFE_KEYS.has(part))) continue;
    assign(root, path, value);
  }
  return normalizeArrays(root) as FormObject;
}

/** `a[b][]` → ['a', 'b', ''], or undefined for a malformed key. */
function splitKey(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) return undefined;
  const [, head = '', tail = ''] = match;
  const rest = [...tail.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1] ?? '');
  return [head, ...rest];
}

function assign(target: FormObject, path: string[], value: string) {
  let node: FormObject = target;
  const keys = path.map((part) => part);
  const last = keys.pop() ?? '';
  for (const part of keys) {
    const key = part === '' ? String(Object.keys(node).length) : part;
    const next = node[key];
    if (typeof next !== 'object' || Array.isArray(next)) node[key] = {};
    node = node[key] as FormObject;
  }
  node[last === '' ? String(Object.keys(node).length) : last] = value;
}

/** Objects whose keys are exactly 0..n-1 become arrays (`expand[0]`, `items[]`). */
function normalizeArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([key, item]): [string, FormValue] => [
    key,
    normalizeArrays(item),
  ]);
  const isList = entries.length > 0 && entries.every(([key], index) => key === String(index));
  if (isList) return entries.map(([, item]) => item);
  return Object.fromEntries(entries);
}
