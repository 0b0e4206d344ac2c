// One operation of a shared-contracts operation file with the fragments it uses (from any file): the benchmark
// sends exactly what the front end sends.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse, print, visit, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';

export function operationText(file: string, name: string): string {
  const dir = join(dirname(createRequire(import.meta.url).resolve('shared-contracts/schema.graphql')), 'operations');
  const doc = parse(readFileSync(join(dir, file), 'utf8'));
  // Fragments of every operation file: a file may use a shared one (payment-terms.graphql).
  const all = readdirSync(dir).filter((f) => f.endsWith('.graphql')).flatMap((f) => parse(readFileSync(join(dir, f), 'utf8')).definitions);
  const fragments = new Map(all.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((f) => [f.name.value, f]));
  const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition' && d.name?.value === name);
  if (!op) throw new Error(`operation ${name} not found in ${file}`);
  const used = new Set<string>();
  const walk = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const f = fragments.get(spread.name.value);
        if (f && !used.has(f.name.value)) {
          used.add(f.name.value);
          walk(f);
        }
      },
    });
  walk(op);
  return [op, ...[...used].map((n) => fragments.get(n)!)].map((d) => print(d)).join('\n');
}
