import { invalidRequest, missingParam } from './errors.ts';
import type { FormObject, FormValue } from './form.ts';

/** Readers for form parameters: every value arrives as text, checked as Stripe checks it. */
export class Params {
  readonly values: FormObject;
  private readonly prefix: string;

  constructor(values: FormObject, prefix = '') {
    this.values = values;
    this.prefix = prefix;
  }

  has(name: string): boolean {
    return this.values[name] !== undefined;
  }

  private label(name: string) {
    return this.prefix ? `${this.prefix}[${name}]` : name;
  }

  string(name: string): string | undefined {
    const value = this.values[name];
    if (value === undefined) return undefined;
    if (typeof value !== 'string')
      throw invalidRequest(`Invalid string: ${this.label(name)}`, this.label(name));
    return value;
  }

  requiredString(name: string): string {
    const value = this.string(name);
    if (value === undefined || value === '') throw missingParam(this.label(name));
    return value;
  }

  integer(name: string): number | undefined {
    const value = this.string(name);
    if (value === undefined || value === '') return undefined;
    if (!/^-?\d{1,15}$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, this.label(name));
    return Number(value);
  }

  requiredInteger(name: string): number {
    const value = this.integer(name);
    if (value === undefined) throw missingParam(this.label(name));
    return value;
  }

  boolean(name: string): boolean | undefined {
    const value = this.string(name);
    if (value === undefined || value === '') return undefined;
    if (value !== 'true' && value !== 'false')
      throw invalidRequest(`Invalid boolean: ${value}`, this.label(name));
    return value === 'true';
  }

  object(name: string): Params | undefined {
    const value = this.values[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalidRequest(`Invalid object: ${this.label(name)}`, this.label(name));
    }
    return new Params(value, this.label(name));
  }

  stringList(name: string): string[] {
    const value: FormValue | undefined = this.values[name];
    if (value === undefined || value === '') return [];
    const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : Object.values(value);
    if (!list.every((item) => typeof item === 'string')) throw invalidRequest(`Invalid array: ${name}`, name);
    return list as string[];
  }

  /** Metadata merged into `current`; an empty value removes the key (as in Stripe). */
  metadata(current: Record<string, string> = {}): Record<string, string> {
    const value = this.values.metadata;
    if (value === undefined) return current;
    if (value === '') return {};
    if (typeof value !== 'object' || Array.isArray(value))
      throw invalidRequest('Invalid metadata', 'metadata');
    const next = { ...current };
    for (const [key, item] of Object.entries(value)) {
      if (typeof item !== 'string') throw invalidRequest(`Invalid metadata[${key}]`, `metadata[${key}]`);
      if (item === '') delete next[key];
      else next[key] = item;
    }
    return next;
  }
}
