import { ApolloLink, gql } from '@apollo/client';
import { Observable, type Subscriber } from 'rxjs';
import { execute } from '@apollo/client/link';
import { createTrackingLink } from './tracking-link';

const query = gql`
  query Ping {
    ping
  }
`;

describe('tracking link', () => {
  it('reports an operation until its result has been delivered and it completes', async () => {
    let server!: Subscriber<ApolloLink.Result>;
    const tracked: Promise<void>[] = [];
    const link = ApolloLink.from([createTrackingLink((finished) => tracked.push(finished)), new ApolloLink(() => new Observable((s) => void (server = s)))]);
    const results: unknown[] = [];
    let settled = false;
    execute(link, { query }, { client: {} as never }).subscribe({ next: (r) => results.push(r) });
    expect(tracked).toHaveLength(1);
    void tracked[0].then(() => (settled = true));

    server.next({ data: { ping: 'pong' } });
    await Promise.resolve();
    expect(results).toEqual([{ data: { ping: 'pong' } }]);
    expect(settled).toBe(false);

    server.complete();
    await Promise.resolve();
    expect(settled).toBe(true);
  });

  it('a failed or cancelled operation is finished too', async () => {
    const tracked: Promise<void>[] = [];
    const failing = ApolloLink.from([createTrackingLink((f) => tracked.push(f)), new ApolloLink(() => new Observable((s) => s.error(new Error('down'))))]);
    execute(failing, { query }, { client: {} as never }).subscribe({ error: () => {} });
    await expect(tracked[0]).resolves.toBeUndefined();

    const endless = ApolloLink.from([createTrackingLink((f) => tracked.push(f)), new ApolloLink(() => new Observable(() => {}))]);
    execute(endless, { query }, { client: {} as never }).subscribe({}).unsubscribe();
    await expect(tracked[1]).resolves.toBeUndefined();
  });
});
