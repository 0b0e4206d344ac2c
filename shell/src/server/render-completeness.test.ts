import { renderProblems } from './render-completeness';
import { RemoteNotServerRendered } from './server-remotes';

describe('renderProblems', () => {
  it('counts every part left to the browser by a fault, one line each', () => {
    const problems = renderProblems([
      new RemoteNotServerRendered('mf_catalog/CategoryPage', 'not loaded within 300 ms'),
      new Error('mf-catalog:listing: no answer within 600 ms\n    at load'),
      'aborted',
    ]);
    expect(problems).toEqual([
      'RemoteNotServerRendered: mf_catalog/CategoryPage renders in the browser: not loaded within 300 ms',
      'Error: mf-catalog:listing: no answer within 600 ms',
      'aborted',
    ]);
  });

  it('leaves out a remote the composition renders in the browser by choice', () => {
    expect(renderProblems([new RemoteNotServerRendered('mf_product/ProductPage', 'server rendering is off for it', { chosen: true })])).toEqual([]);
  });
});
