// The name an operation's result goes by between the server's render and the browser's hydration:
// the operation name and its variables (the document's defaults filled in, keys sorted, undefined
// left out), so both ends find the same entry whatever order the variables were written in.
import type { DocumentNode, OperationDefinitionNode, ValueNode } from 'graphql';

function literal(node: ValueNode): unknown {
  // graphql's Kind values, as strings: no graphql code is needed in the browser for this.
  switch (node.kind as string) {
    case 'IntValue':
      return Number.parseInt((node as { value: string }).value, 10);
    case 'FloatValue':
      return Number.parseFloat((node as { value: string }).value);
    case 'StringValue':
    case 'EnumValue':
    case 'BooleanValue':
      return (node as { value: unknown }).value;
    case 'NullValue':
      return null;
    case 'ListValue':
      return (node as { values: readonly ValueNode[] }).values.map(literal);
    case 'ObjectValue':
      return Object.fromEntries((node as { fields: readonly { name: { value: string }; value: ValueNode }[] }).fields.map((f) => [f.name.value, literal(f.value)]));
    default:
      return undefined;
  }
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export function operationKey(query: DocumentNode, variables: object | undefined): string {
  const operation = query.definitions.find((d): d is OperationDefinitionNode => (d.kind as string) === 'OperationDefinition');
  const defaults: Record<string, unknown> = {};
  for (const definition of operation?.variableDefinitions ?? []) {
    if (definition.defaultValue) defaults[definition.variable.name.value] = literal(definition.defaultValue);
  }
  return `${operation?.name?.value ?? 'anonymous'}:${JSON.stringify(canonical({ ...defaults, ...(variables ?? {}) }))}`;
}
