/** OpenAPI fragments shared by the admin routes (documentation only). */
export function listQueryDoc(filters: Record<string, string[]>, sortable: string[]) {
  const properties: Record<string, unknown> = {
    search: { type: 'string', maxLength: 100 },
    page: { type: 'integer', minimum: 1, default: 1 },
    page_size: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    sort: { type: 'string', enum: sortable.flatMap((s) => [s, `-${s}`]) },
  };
  for (const [name, values] of Object.entries(filters))
    properties[name] = { type: 'string', enum: values };
  return { type: 'object', properties };
}

export const idParam = { type: 'object', properties: { id: { type: 'integer' } } } as const;
