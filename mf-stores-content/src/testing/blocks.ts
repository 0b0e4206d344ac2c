// Content blocks as the API returns them (the `data` shapes of shared-contracts content-blocks.ts).
import type { StoresContentBlockFieldsFragment } from 'shared-contracts/graphql';

let nextId = 1;

export function block(type: string, data: unknown, extra: Partial<StoresContentBlockFieldsFragment> = {}): StoresContentBlockFieldsFragment {
  const id = extra.id ?? nextId++;
  return { __typename: 'ContentBlock', id, type, sortOrder: id, validFrom: null, validTo: null, data, ...extra };
}

export const image = (name: string, alt = name) => ({ url: `/images/content/${name}.jpg`, alt, width: 1600, height: 640 });
