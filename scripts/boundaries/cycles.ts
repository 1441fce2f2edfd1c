// Import cycles among a workspace's own files. Only imports that exist at run time count: an
// `import type` is erased, so it cannot change the order in which modules load.
import type { ImportEdge } from './imports.ts';
import type { Violation } from './rules.ts';

export function findCycles(edges: readonly ImportEdge[], files: ReadonlySet<string>): Violation[] {
  const graph = new Map<string, string[]>();
  for (const edge of edges) {
    if (edge.typeOnly || !edge.resolved || !files.has(edge.resolved)) continue;
    const next = graph.get(edge.from) ?? [];
    next.push(edge.resolved);
    graph.set(edge.from, next);
  }
  return stronglyConnected(graph)
    .filter(
      (component) => component.length > 1 || graph.get(component[0] ?? '')?.includes(component[0] ?? ''),
    )
    .map((component) => {
      const cycle = oneCycle(graph, new Set(component), component.sort()[0] ?? '');
      return {
        file: cycle[0] ?? '',
        line: 1,
        rule: 'import-cycle',
        message: `import cycle: ${cycle.join(' → ')}`,
      };
    });
}

/** Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack. */
function stronglyConnected(graph: ReadonlyMap<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as { node: string; next: number };
      const neighbours = graph.get(frame.node) ?? [];
      if (frame.next < neighbours.length) {
        const neighbour = neighbours[frame.next++] as string;
        if (!index.has(neighbour)) {
          index.set(neighbour, counter);
          low.set(neighbour, counter++);
          stack.push(neighbour);
          onStack.add(neighbour);
          work.push({ node: neighbour, next: 0 });
        } else if (onStack.has(neighbour)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(neighbour) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}

/** A shortest way from `start` back to itself inside one component, to print. */
function oneCycle(
  graph: ReadonlyMap<string, string[]>,
  members: ReadonlySet<string>,
  start: string,
): string[] {
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const neighbour of graph.get(node) ?? []) {
      if (!members.has(neighbour)) continue;
      if (neighbour === start) {
        const path = [start];
        for (let step: string | undefined = node; step && step !== start; step = previous.get(step)) {
          path.splice(1, 0, step);
        }
        return [...path, start];
      }
      if (!previous.has(neighbour)) {
        previous.set(neighbour, node);
        queue.push(neighbour);
      }
    }
  }
  return [start];
}
