import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect, useMemo, useRef } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useShell } from 'shared-contracts/react';
import type { BaseIssue, BaseSchema, GenericSchema } from 'valibot';
import type { Locale } from '../entities.ts';
import { REVALIDATE_FORM_EVENT } from '../page-render.ts';

/** A resolver that validates with a shared valibot schema in the UI language (valibot `lang`). */
export function schemaResolver<T extends FieldValues>(schema: GenericSchema, locale: Locale): Resolver<T> {
  const typed = schema as BaseSchema<T, unknown, BaseIssue<unknown>>;
  return valibotResolver(typed, { lang: locale }) as unknown as Resolver<T>;
}

interface SchemaFormOptions<T extends FieldValues> extends Omit<UseFormProps<T>, 'resolver'> {
  defaultValues: DefaultValues<T>;
  /** Adds rules on top of the shared schema's result (same messages, same limits). */
  refine?: (values: T, locale: Locale) => Partial<Record<Path<T>, string>>;
}

/**
 * Validates the whole form again when its `<form>` is asked to (REVALIDATE_FORM_EVENT): one of its
 * named boxes is in that element. Every field then shows the message a submission would show;
 * nothing is sent.
 */
function useRevalidateOnRequest<T extends FieldValues>(form: UseFormReturn<T>): void {
  useEffect(() => {
    const revalidate = (event: Event) => {
      const element = event.target;
      if (!(element instanceof HTMLFormElement)) return;
      const ours = Object.keys(form.getValues()).some((name) => element.elements.namedItem(name) !== null);
      if (ours) void form.trigger();
    };
    document.addEventListener(REVALIDATE_FORM_EVENT, revalidate);
    return () => document.removeEventListener(REVALIDATE_FORM_EVENT, revalidate);
  }, [form]);
}

/**
 * react-hook-form on a shared schema; messages follow the UI language, and fields already showing
 * an error are validated again when the language changes so their message changes with it.
 */
export function useSchemaForm<T extends FieldValues>(
  schema: GenericSchema,
  { refine, ...options }: SchemaFormOptions<T>,
): UseFormReturn<T> {
  const { locale } = useShell();
  const resolver = useMemo<Resolver<T>>(() => {
    const base = schemaResolver<T>(schema, locale);
    if (!refine) return base;
    return async (values, context, resolverOptions) => {
      const result = await base(values, context, resolverOptions);
      const extra = Object.entries(refine(values, locale)).filter(
        ([name, message]) => message && !(name in result.errors),
      );
      if (extra.length === 0) return result;
      const errors = { ...result.errors } as Record<string, unknown>;
      for (const [name, message] of extra) errors[name] = { type: 'refine', message };
      return { values: {}, errors: errors as typeof result.errors };
    };
  }, [schema, locale, refine]);

  // Errors appear on submit, then follow each change: no message pops up (and moves the layout) on blur.
  const form = useForm<T>({ mode: 'onSubmit', reValidateMode: 'onChange', ...options, resolver });

  useRevalidateOnRequest(form);

  const previousLocale = useRef(locale);
  useEffect(() => {
    if (previousLocale.current === locale) return;
    previousLocale.current = locale;
    const fields = Object.keys(form.formState.errors) as Path<T>[];
    if (fields.length > 0) void form.trigger(fields);
  }, [locale, form]);

  return form;
}
