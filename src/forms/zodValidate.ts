/**
 * A zod schema of domain/ as a react-admin form `validate` function: each issue becomes
 * `{message: <message key>, args}` under its field, translated by react-admin like its own
 * validators, so the browser shows the same words the server would answer.
 */
import type { ValidateForm } from 'ra-core';
import { issueMessage, type z } from '../../domain/validation.ts';

type Errors = Record<string, unknown>;

function setPath(target: Errors, path: PropertyKey[], value: unknown): void {
  const [head, ...rest] = path.map(String);
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] ??= value;
    return;
  }
  const child = (target[head] ??= {}) as Errors;
  setPath(child, rest, value);
}

export function zodValidate(schema: z.ZodType, extra: () => Record<string, unknown> = () => ({})): ValidateForm {
  return (values) => {
    const result = schema.safeParse({ ...values, ...extra() });
    if (result.success) return {};
    const errors: Errors = {};
    for (const issue of result.error.issues) {
      const { key, params } = issueMessage(issue);
      setPath(errors, issue.path.length > 0 ? issue.path : ['root', 'serverError'], { message: key, args: params });
    }
    return errors;
  };
}
