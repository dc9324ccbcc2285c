// @mantine/form validation from a shared zod 4 schema. Zod 4 implements Standard Schema, which
// Mantine 9's schemaResolver reads; `sync: true` lets form.validate() and onSubmit work synchronously.
import { schemaResolver } from '@mantine/form';
import type { FormErrors } from '@mantine/form';

type StandardSchema = Parameters<typeof schemaResolver>[0];

export function zodResolver(schema: StandardSchema): (values: Record<string, unknown>) => FormErrors {
  return schemaResolver(schema, { sync: true });
}
