import { withNotFoundAsEmpty } from './not-found-fetch';

describe('withNotFoundAsEmpty', () => {
  it('turns a 404 into an empty GraphQL result', async () => {
    const res = await withNotFoundAsEmpty(async () => new Response('nope', { status: 404 }))('/graphql');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: null });
  });

  it('leaves other statuses alone', async () => {
    const res = await withNotFoundAsEmpty(async () => new Response('x', { status: 500 }))('/graphql');
    expect(res.status).toBe(500);
  });
});
