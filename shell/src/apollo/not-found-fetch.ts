// HTTP 404 from the backend is an empty result, not an error (spec section 8).
export function withNotFoundAsEmpty(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.status !== 404) return response;
    return new Response(JSON.stringify({ data: null }), { status: 200, headers: { 'content-type': 'application/json' } });
  };
}
